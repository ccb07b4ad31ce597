// libFuzzer entry point: see FuzzTargets.h.
#include "FuzzTargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    popslab::fuzz::okn(data, size);
    return 0;
}
