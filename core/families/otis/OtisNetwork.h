// OTIS (paper 001, section 5): N groups of N processors, (G, P) processor P of group G,
// processor id G N + P. An optical transpose link joins (G, P) and (P, G) for G != P;
// inside each group an electronic network -- a sqrt(N) x sqrt(N) mesh (OTIS-Mesh,
// N = m^2, m >= 2; P = row m + column) or a hypercube (OTIS-Hypercube, N a power of two)
// -- or none: the plain OTIS of Fig. 13, transpose links only, which is not connected
// ((G, G) has no link at all, (G, P) reaches only (P, G)).
#pragma once

#include "common/Diagnostic.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace popslab::otis {

using ProcessorId = std::uint32_t;
enum class Intra { Mesh, Hypercube, None };
enum class LinkKind { Optical, Electronic };

struct OtisParameters {
    std::uint32_t groups = 4; // N
    Intra intra = Intra::Mesh;
    friend bool operator==(const OtisParameters&, const OtisParameters&) = default;
};

// The network type a schedule names ("otis-mesh", "otis-hypercube") and back; the plain
// OTIS is "otis" (no schedule runs on it: its moves are the mesh's).
const char* networkType(Intra intra);
std::optional<Intra> intraOfType(const std::string& type);
// What is inside each group as options, sessions and reports name it: "mesh", "hypercube",
// "none".
const char* intraName(Intra intra);
std::optional<Intra> intraOfName(const std::string& name);

// N in range and of the right form: nothing when it is, else the refusal.
std::optional<Diagnostic> checkOtis(const OtisParameters& p);

class OtisNetwork {
public:
    explicit OtisNetwork(const OtisParameters& p); // p must pass checkOtis

    const OtisParameters& parameters() const { return p_; }
    std::uint32_t groups() const { return p_.groups; }
    std::uint32_t processorCount() const { return p_.groups * p_.groups; }
    std::uint32_t side() const { return m_; } // m = sqrt(N) for the mesh
    ProcessorId id(std::uint32_t G, std::uint32_t P) const { return G * p_.groups + P; }
    std::uint32_t group(ProcessorId a) const { return a / p_.groups; }
    std::uint32_t inGroup(ProcessorId a) const { return a % p_.groups; }

    // Every processor's links, optical first: (P, G) when G != P, then its group's
    // electronic neighbours in increasing order.
    const std::vector<ProcessorId>& neighbours(ProcessorId a) const { return neighbours_[a]; }
    std::optional<LinkKind> link(ProcessorId a, ProcessorId b) const;
    std::uint64_t opticalLinks() const { return optical_; }       // undirected
    std::uint64_t electronicLinks() const { return electronic_; } // undirected

private:
    OtisParameters p_;
    std::uint32_t m_ = 0;
    std::vector<std::vector<ProcessorId>> neighbours_;
    std::uint64_t optical_ = 0, electronic_ = 0;
};

} // namespace popslab::otis
