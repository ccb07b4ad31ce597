// The synthetic traffic patterns interconnection-network simulators name (BookSim's
// traffic.cpp and Dally & Towles, chapter 3): every processor sends one message.
#pragma once

#include "traffic/MessageSet.h"

namespace popslab::pops {

bool isTrafficGenerator(const std::string& name);
std::string trafficGeneratorNames(); // "uniform, randperm, ..."
// The generator's messages on the request's n processors; seed= drives the random ones.
// The bit patterns need n a power of two (transpose an even power) and refuse otherwise.
MessageSet generateTraffic(const std::string& name, const PatternRequest& request);

} // namespace popslab::pops
