#include "common/HugePages.h"

#include <cerrno>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace popslab {

void adviseHugePages(const void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    // Only whole huge pages: the kernel splits the mapping at the advised range, and a
    // part smaller than 2 MiB could never be one.
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(kHuge - 1);
    if (end <= begin) return;
    const int saved = errno; // a hint: its failure is harmless and is nobody's errno
    madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
    errno = saved;
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace popslab
