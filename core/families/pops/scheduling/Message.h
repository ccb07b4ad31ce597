// A message M(x,y) of paper 000, section 3, carrying one item of a schedule.
#pragma once

#include "PopsNetwork.h"
#include "slotted/Schedule.h"

namespace popslab::pops {

struct Message {
    ProcessorId src = 0;
    ProcessorId dst = 0;
    ItemIndex item = 0;
};

} // namespace popslab::pops
