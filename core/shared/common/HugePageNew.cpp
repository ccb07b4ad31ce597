// The program's operator new, replaced (a standard C++ replaceable allocation function) so
// that every allocation of 32 MiB or more is advised into huge pages (HugePages.h). It
// is for the buffers other libraries allocate, chiefly simdjson's index of structural
// characters, four bytes for each of them: reading a 100 MB schedule cold touched 160 MB
// of fresh 4 KiB pages there, over half of `popslab-cli validate`'s time on a virtual
// machine. Linked into the programs (not into popslab_core), so a library user keeps
// their own operator new; left out of sanitizer builds, which bring their own.
#include "common/HugePages.h"

#include <cstdlib>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#define POPSLAB_KEEP_OPERATOR_NEW 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POPSLAB_KEEP_OPERATOR_NEW 1
#endif
#endif

#if !defined(POPSLAB_KEEP_OPERATOR_NEW)

// Every variant without an alignment argument comes here: libstdc++'s array and nothrow
// forms call this one, and its operator delete frees with std::free.
void* operator new(std::size_t size) {
    constexpr std::size_t kLarge = std::size_t(32) << 20; // glibc maps these afresh (its largest mmap threshold)
    if (size == 0) size = 1;
    for (;;) {
        if (void* p = std::malloc(size)) {
            if (size >= kLarge) popslab::adviseHugePages(p, size);
            return p;
        }
        std::new_handler handler = std::get_new_handler();
        if (!handler) throw std::bad_alloc();
        handler();
    }
}

#endif
