// Large arrays filled once, straight after they are allocated (a schedule read from a
// 100 MB document, the validator's tables): asking the kernel for 2 MiB pages replaces
// 512 page faults by one. On a virtual machine a 4 KiB fault can cost more than filling
// the page does: reading all-to-all on POPS(32,32) spent a quarter of its time in them.
// Only a hint: where the system has no transparent huge pages nothing changes.
#pragma once

#include <cstddef>
#include <vector>

namespace popslab {

// Advises huge pages for the whole 2 MiB extents inside [data, data + bytes).
void adviseHugePages(const void* data, std::size_t bytes);

// v.reserve(count), with the new buffer advised as above.
template <class T, class A> void reserveLarge(std::vector<T, A>& v, std::size_t count) {
    if (count <= v.capacity()) return;
    v.reserve(count);
    adviseHugePages(v.data(), v.capacity() * sizeof(T));
}

} // namespace popslab
