// One waveguide of an optical bus (paper 001, section 2): the taps where processors
// write and read, in the direction light travels, and the clock units each hop takes
// -- tau, plus a fixed delay loop (the coincident pulse method's message and
// reference waveguides) or a conditional delay unit switched on (LARPBS, section 3.1).
// A segment switch opened between two taps stops light there (section 3.1).
// A folded bus is one waveguide whose taps run along the upper segment and back along
// the lower one, the fold taking no time.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace popslab::bus {

using Time = std::int64_t; // clock units from the start of the first bus cycle
using ProcessorId = std::uint32_t;

enum class WaveguideRole { Message, Reference, Select };
enum class Segment { Upper, Lower }; // the bus (APPB) or the half of a folded bus a tap is on

struct Tap {
    ProcessorId processor = 0;
    Segment segment = Segment::Upper;
};

class Waveguide {
public:
    Waveguide(std::string name, WaveguideRole role, std::vector<Tap> taps, std::vector<Time> hops);

    const std::string& name() const { return name_; }
    WaveguideRole role() const { return role_; }
    const std::vector<Tap>& taps() const { return taps_; }
    const std::vector<Time>& hops() const { return hops_; } // hops()[k]: from taps()[k] to taps()[k+1]
    bool openAfter(std::size_t k) const { return open_[k]; }

    // Opens the segment switch between taps k and k + 1: light stops there.
    void open(std::size_t k);
    // Clock units from tap `from` to tap `to`; nothing when light cannot get there
    // (behind it, or past an open switch).
    std::optional<Time> travel(std::size_t from, std::size_t to) const;

private:
    std::string name_;
    WaveguideRole role_;
    std::vector<Tap> taps_;
    std::vector<Time> hops_;
    std::vector<bool> open_;
    std::vector<Time> reach_;          // reach_[k]: clock units from tap 0 to tap k
    std::vector<std::uint32_t> piece_; // which piece between open switches a tap is on
};

} // namespace popslab::bus
