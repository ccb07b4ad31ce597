// Lists of indices by key, in the order the keys first appear: the messages or message
// types that share a coupler, a sender or a receiver (MessageLoads, MessageTypes).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace popslab::pops {

class KeyedLists {
public:
    void add(std::uint64_t key, std::uint32_t index) {
        auto [it, fresh] = index_.try_emplace(key, lists_.size());
        if (fresh) lists_.emplace_back();
        lists_[it->second].push_back(index);
    }
    std::vector<std::vector<std::uint32_t>> take() { return std::move(lists_); }

private:
    std::unordered_map<std::uint64_t, std::size_t> index_;
    std::vector<std::vector<std::uint32_t>> lists_;
};

} // namespace popslab::pops
