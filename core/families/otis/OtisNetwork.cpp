#include "OtisNetwork.h"

#include "OtisLimits.h"

#include <algorithm>
#include <cmath>

namespace popslab::otis {

const char* networkType(Intra intra) {
    return intra == Intra::Mesh ? "otis-mesh" : intra == Intra::Hypercube ? "otis-hypercube" : "otis";
}

std::optional<Intra> intraOfType(const std::string& type) {
    if (type == "otis-mesh") return Intra::Mesh;
    if (type == "otis-hypercube") return Intra::Hypercube;
    return std::nullopt;
}

const char* intraName(Intra intra) {
    return intra == Intra::Mesh ? "mesh" : intra == Intra::Hypercube ? "hypercube" : "none";
}

std::optional<Intra> intraOfName(const std::string& name) {
    for (Intra intra : {Intra::Mesh, Intra::Hypercube, Intra::None})
        if (name == intraName(intra)) return intra;
    return std::nullopt;
}

std::optional<Diagnostic> checkOtis(const OtisParameters& p) {
    const std::uint32_t N = p.groups;
    const std::string range = "N <= " + std::to_string(kMaxOtisGroups);
    if (p.intra == Intra::Mesh) {
        const auto m = std::uint32_t(std::lround(std::sqrt(double(N))));
        if (N < 4 || N > kMaxOtisGroups || m * m != N)
            return Diagnostic{DiagnosticCode::InvalidNetwork, "groups", "N = m^2 with 2 <= m, " + range,
                              "--groups must be a square m^2 with m >= 2 and at most " +
                                  std::to_string(kMaxOtisGroups) + " (4, 9, 16, ..., 64) for the mesh"};
    } else if (p.intra == Intra::None) {
        if (N < 2 || N > kMaxOtisGroups)
            return Diagnostic{DiagnosticCode::InvalidNetwork, "groups", "2 <= " + range,
                              "--groups must be from 2 to " + std::to_string(kMaxOtisGroups) + " for the plain OTIS"};
    } else if (N < 2 || N > kMaxOtisGroups || (N & (N - 1)) != 0) {
        return Diagnostic{DiagnosticCode::InvalidNetwork, "groups", "N a power of two, 2 <= " + range,
                          "--groups must be a power of two from 2 to " + std::to_string(kMaxOtisGroups) +
                              " for the hypercube"};
    }
    return std::nullopt;
}

OtisNetwork::OtisNetwork(const OtisParameters& p) : p_(p) {
    const std::uint32_t N = p.groups;
    m_ = std::uint32_t(std::lround(std::sqrt(double(N))));
    neighbours_.resize(std::size_t(N) * N);
    for (std::uint32_t G = 0; G < N; ++G)
        for (std::uint32_t P = 0; P < N; ++P) {
            auto& out = neighbours_[id(G, P)];
            if (G != P) out.push_back(id(P, G)); // the transpose link
            std::vector<std::uint32_t> inside;
            if (p.intra == Intra::Mesh) {
                const std::uint32_t r = P / m_, c = P % m_;
                if (r > 0) inside.push_back(P - m_);
                if (c > 0) inside.push_back(P - 1);
                if (c + 1 < m_) inside.push_back(P + 1);
                if (r + 1 < m_) inside.push_back(P + m_);
            } else if (p.intra == Intra::Hypercube) {
                for (std::uint32_t b = 1; b < N; b <<= 1)
                    inside.push_back(P ^ b);
                std::sort(inside.begin(), inside.end());
            }
            for (std::uint32_t Q : inside)
                out.push_back(id(G, Q));
            electronic_ += inside.size();
        }
    electronic_ /= 2;
    optical_ = std::uint64_t(N) * (N - 1) / 2;
}

std::optional<LinkKind> OtisNetwork::link(ProcessorId a, ProcessorId b) const {
    if (a >= neighbours_.size() || b >= neighbours_.size()) return std::nullopt;
    const auto& out = neighbours_[a];
    if (std::find(out.begin(), out.end(), b) == out.end()) return std::nullopt;
    return group(a) == group(b) ? LinkKind::Electronic : LinkKind::Optical;
}

} // namespace popslab::otis
