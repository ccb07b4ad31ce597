// A user's own traffic: a set of messages src -> dst on POPS(d,g), each its
// own item delivered to dst. Self messages x -> x are allowed and, as in paper 000's
// counting (Lemma 3), cross the coupler c(group(x), group(x)) like any other.
#pragma once

#include "patterns/PatternRequest.h"
#include "scheduling/Message.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace popslab::pops {

// Messages one set may hold: the SAT search (MessageSatSearch.cpp) and the exercise
// table stay within memory and time at this size; greedy handles it in milliseconds.
inline constexpr std::uint64_t kMaxMessages = 65536;
// A CSV file of messages is read only up to this size (a line per message).
inline constexpr std::uint64_t kMaxMessageFileBytes = 4ull << 20;

using MessageSet = std::vector<Message>; // item = the message's index

// "src,dst" per line, an optional header line (a first line that is not two numbers),
// blank lines and '#' comments ignored; refused naming the line and the value.
MessageSet parseMessageCsv(std::string_view text, std::uint32_t processors);
// The same from a file of at most kMaxMessageFileBytes.
MessageSet readMessageCsvFile(const std::string& path, std::uint32_t processors);
std::string messageCsv(std::span<const Message> messages);

// The `list:` form a parameter keeps a typed or drawn set in: "list:0-1,2-0,...".
MessageSet parseMessageList(std::string_view list, std::uint32_t processors);
std::string messageListText(std::span<const Message> messages);

// The set a request's `messages` parameter names: a generator (TrafficGenerators.h),
// pattern:NAME (a paper's pattern as messages, PaperMessages.h), list:..., or the path
// of a CSV file. Throws BuildError naming the parameter, the line or the value.
MessageSet messagesFromRequest(const PatternRequest& request);
// The custom pattern's receives-per-slot parameter (1 unless given).
std::uint32_t receivesPerSlotOf(const PatternRequest& request);

// The refusal of a set past kMaxMessages; `what` names where it came from.
BuildError tooManyMessages(const std::string& what, std::uint64_t count);

} // namespace popslab::pops
