// The fuzz targets' bodies, shared by the libFuzzer binaries (fuzz preset,
// clang) and by tst_fuzz_regressions, which replays every input that ever crashed and
// the seed corpora in the ordinary and sanitizer builds.
#pragma once

#include <cstddef>
#include <cstdint>

namespace popslab::fuzz {

// A schedule document: read it; if it reads, validate it, list held items, run it on
// its pattern's data, and write it back -- which must read again (the oracle).
void schedule(const std::uint8_t* data, std::size_t size);
// A session file, and the same bytes as a lesson: read them; whatever they hold is
// refused or taken, never a crash.
void session(const std::uint8_t* data, std::size_t size);
// An OK_N request and sweep from the bytes: checked, and simulated when small; an
// accepted request's program must pass the simulator (the oracle).
void okn(const std::uint8_t* data, std::size_t size);

} // namespace popslab::fuzz
