#include "common/Memory.h"

#include <cstdio>
#include <unistd.h>

namespace popslab {

std::uint64_t residentBytes() {
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    unsigned long long size = 0, resident = 0;
    const int read = std::fscanf(f, "%llu %llu", &size, &resident);
    std::fclose(f);
    return read == 2 ? resident * std::uint64_t(::sysconf(_SC_PAGESIZE)) : 0;
}

} // namespace popslab
