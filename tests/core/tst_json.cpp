// Schedule format v1: what is written reads back the same, and a malformed or hostile
// document is refused with an error naming its field, never a crash.
#include "common/Work.h"
#include "patterns/Registry.h"
#include "slotted/ChannelRules.h"
#include "slotted/Execution.h"
#include "slotted/HeldItems.h"
#include "slotted/ScheduleJson.h"
#include "slotted/Validator.h"

#include <QTest>
#include <algorithm>
#include <random>
#include <string_view>
#include <tuple>

using namespace popslab;
using namespace popslab::pops;

namespace {

Schedule build(PatternRequest r) {
    auto b = Registry::instance().build(r);
    if (!b.ok()) qFatal("%s", b.diagnostic->message.c_str());
    return std::move(*b.schedule);
}

std::string errorOf(const std::string& text, const ReadLimits& limits = {}) {
    auto r = readScheduleText(text, limits);
    if (std::holds_alternative<Schedule>(r)) return "";
    return std::get<ReadError>(r).message;
}

// The error text of a read, or "" when it succeeded (safe in QVERIFY2 messages).
std::string messageOf(const ReadResult& r) {
    auto* e = std::get_if<ReadError>(&r);
    return e ? e->message : "";
}

bool sameSchedule(const Schedule& a, const Schedule& b) {
    if (!(a.network == b.network) || !(a.pattern == b.pattern) || a.goals != b.goals || a.embedding != b.embedding ||
        a.itemCount() != b.itemCount() || a.slotCount() != b.slotCount())
        return false;
    for (ItemIndex i = 0; i < a.itemCount(); ++i)
        if (a.origin(i) != b.origin(i) || a.itemId(i) != b.itemId(i) ||
            !std::ranges::equal(a.deliverTo(i), b.deliverTo(i)) ||
            !std::ranges::equal(a.dependsOn(i), b.dependsOn(i)) || !std::ranges::equal(a.parts(i), b.parts(i)))
            return false;
    for (std::size_t t = 0; t < a.slotCount(); ++t) {
        const auto sa = a.slot(t), sb = b.slot(t);
        if (sa.size() != sb.size()) return false;
        for (std::size_t k = 0; k < sa.size(); ++k)
            if (sa[k].src != sb[k].src || sa[k].item != sb[k].item || !(sa[k].coupler() == sb[k].coupler()) ||
                !std::ranges::equal(a.destinations(sa[k]), b.destinations(sb[k])))
                return false;
    }
    return true;
}

const char* kMinimal = R"({"format":"popslab-schedule-1","network":{"type":"pops","d":2,"g":2},
  "items":[{"id":0,"origin":0,"deliverTo":[2]}],"slots":[[{"src":0,"coupler":[1,0],"dst":[2],"item":0}]]})";

std::string minimalWith(const std::string& from, const std::string& to) {
    std::string s = kMinimal;
    const auto at = s.find(from);
    if (at == std::string::npos) qFatal("'%s' not in the minimal document", from.c_str());
    return s.replace(at, from.size(), to);
}

// JSON written with single quotes, for legible test documents.
std::string quotes(std::string text) {
    std::replace(text.begin(), text.end(), '\'', '"');
    return text;
}

} // namespace

class TestJson : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("g");
        QTest::newRow("all-to-all") << "all-to-all"
                                    << "phased" << 4 << 2;
        QTest::newRow("reduction goals") << "reduction"
                                         << "optimal" << 4 << 4;
        QTest::newRow("ring embedding") << "ring"
                                        << "alternating-pair" << 4 << 4;
        QTest::newRow("torus") << "torus"
                               << "rotated" << 8 << 2;
        QTest::newRow("broadcast lists") << "broadcast"
                                         << "single-slot" << 3 << 3;
        QTest::newRow("multi-receive") << "all-to-all-broadcast"
                                       << "multi-receive" << 2 << 3;
        QTest::newRow("permutation") << "permutation"
                                     << "single-hop" << 3 << 5;
    }
    void roundTrip() {
        QFETCH(QString, pattern);
        QFETCH(QString, algorithm);
        QFETCH(int, d);
        QFETCH(int, g);
        const Schedule original =
            build({std::uint32_t(d), std::uint32_t(g), pattern.toStdString(), algorithm.toStdString(), {}});
        const std::string text = writeScheduleText(original);
        auto read = readScheduleText(text);
        QVERIFY2(std::holds_alternative<Schedule>(read), messageOf(read).c_str());
        const Schedule& copy = std::get<Schedule>(read);
        QVERIFY(sameSchedule(original, copy));
        QCOMPARE(writeScheduleText(copy), text);
        QVERIFY(validate(copy).valid());
    }

    // Format v1: a document without network.type is a POPS network; the module list
    // decides the default (its first slotted network), so reordering it must not change
    // how such files read. A type no family defines is refused by name.
    void aDocumentWithoutATypeIsPops() {
        QCOMPARE(Schedule{}.network.type, std::string("pops"));
        const std::string text = quotes("{'format':'popslab-schedule-1','network':{'d':2,'g':2},'slots':[]}");
        auto read = readScheduleText(text);
        QVERIFY2(std::holds_alternative<Schedule>(read), messageOf(read).c_str());
        QCOMPARE(std::get<Schedule>(read).network.type, std::string("pops"));
        auto other = readScheduleText(
            quotes("{'format':'popslab-schedule-1','network':{'type':'ring','d':2,'g':2},'slots':[]}"));
        QVERIFY(std::holds_alternative<ReadError>(other));
        QVERIFY2(messageOf(other).find("network.type") != std::string::npos, messageOf(other).c_str());
        NetworkSpec unknown;
        unknown.type = "ring";
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, channelRules(unknown));
    }

    void parametersKeepTheirType() {
        Schedule s = build({4, 4, "broadcast", "single-slot", {{"root", "5"}}});
        const std::string text = writeScheduleText(s);
        QVERIFY(text.find("\"root\":5") != std::string::npos);
        Schedule r = build({4, 4, "ring", "natural", {{"direction", "bi"}}});
        QVERIFY(writeScheduleText(r).find("\"direction\":\"bi\"") != std::string::npos);
    }

    // Issue 9, finding 3: another tool keeps its own data in pattern.parameters (here an
    // embedding array and an object); the format calls pattern descriptive, so the
    // document reads and every value is written back as it was.
    void parametersMayBeAnyJson() {
        const std::string parameters = quotes("{'embedding':[0,1,8,9,{'note':'a \\'quoted\\' \u00e9'}],"
                                              "'options':{'x':null,'y':[true,false,-2.5e3]},'k':-1,'f':0.5}");
        const std::string embedding = quotes("[0,1,8,9,{'note':'a \\'quoted\\' \u00e9'}]");
        const std::string options = quotes("{'x':null,'y':[true,false,-2.5e3]}");
        const std::string doc =
            minimalWith("\"items\"", quotes("'pattern':{'name':'ring','algorithm':'mine','parameters':") + parameters +
                                         "},\"items\"");
        auto read = readScheduleText(doc);
        QVERIFY2(std::holds_alternative<Schedule>(read), errorOf(doc).c_str());
        const Schedule& s = std::get<Schedule>(read);
        QCOMPARE(s.pattern.parameters.at("embedding").text, embedding);
        QCOMPARE(s.pattern.parameters.at("options").text, options);
        QVERIFY(s.pattern.parameters.at("k").isJson);
        const std::string written = writeScheduleText(s);
        QVERIFY2(written.find(quotes("'embedding':") + embedding) != std::string::npos, written.c_str());
        QVERIFY(written.find(quotes("'options':") + options) != std::string::npos);
        QVERIFY(written.find(quotes("'k':-1")) != std::string::npos);
        auto again = readScheduleText(written);
        QVERIFY(std::holds_alternative<Schedule>(again));
        QCOMPARE(std::get<Schedule>(again).pattern, s.pattern);
        // Whatever shape the descriptive part has, it is ignored, never refused.
        for (const char* odd : {"'pattern':{'parameters':[1,2]},", "'pattern':{'name':5,'algorithm':[1]},",
                                "'pattern':7,", "'pattern':[{'a':1}],"}) {
            const std::string text = minimalWith("\"items\"", quotes(odd) + "\"items\"");
            QVERIFY2(errorOf(text).empty(), (odd + (": " + errorOf(text))).c_str());
        }
    }

    void foreignItemIdsAreKept() {
        const std::string text = R"({"format":"popslab-schedule-1","network":{"type":"pops","d":2,"g":2},
          "items":[{"id":40,"origin":0},{"id":7,"origin":1},{"id":99,"origin":0,"dependsOn":[40,7]}],
          "goals":[{"item":99,"at":0,"inputs":[40,7]}],
          "slots":[[{"src":1,"coupler":[0,0],"dst":[0],"item":7}]],"comment":{"any":[1,{"x":null}]}})";
        auto read = readScheduleText(text);
        QVERIFY2(std::holds_alternative<Schedule>(read), messageOf(read).c_str());
        const Schedule& s = std::get<Schedule>(read);
        QCOMPARE(s.itemId(2), std::uint64_t(99));
        QVERIFY(validate(s).valid());
        QVERIFY(writeScheduleText(s).find("\"item\":99") != std::string::npos);
    }

    // The `parts` extension: bundles round-trip, and the reader names what is wrong.
    void bundlesRoundTrip() {
        const std::string text = R"({"format":"popslab-schedule-1","extensions":["parts"],
          "network":{"type":"pops","d":2,"g":2},
          "items":[{"id":5,"origin":0},{"id":6,"origin":0},{"id":9,"origin":0,"parts":[5,6]},
                   {"id":10,"origin":2,"dependsOn":[5,6]}],
          "goals":[{"item":10,"at":2,"inputs":[5,6]}],
          "slots":[[{"src":0,"coupler":[1,0],"dst":[2],"item":9}]]})";
        auto read = readScheduleText(text);
        QVERIFY2(std::holds_alternative<Schedule>(read), messageOf(read).c_str());
        const Schedule& s = std::get<Schedule>(read);
        QVERIFY(s.isBundle(2));
        QCOMPARE(s.parts(2).size(), std::size_t(2));
        QVERIFY(validate(s).valid());
        const std::string written = writeScheduleText(s);
        QVERIFY(written.find("\"extensions\": [\"parts\"]") != std::string::npos);
        QVERIFY(written.find("\"parts\":[5,6]") != std::string::npos);
        auto again = readScheduleText(written);
        QVERIFY(std::holds_alternative<Schedule>(again));
        QVERIFY(sameSchedule(s, std::get<Schedule>(again)));

        auto error = [&](const std::string& from, const std::string& to) {
            std::string t = text;
            t.replace(t.find(from), from.size(), to);
            return errorOf(t);
        };
        QVERIFY(error("[\"parts\"]", "[\"arrays\"]").find("extensions[0]") != std::string::npos);
        QVERIFY(error("\"parts\":[5,6]", "\"parts\":[5,7]").find("items[2].parts[1]") != std::string::npos);
        QVERIFY(error("\"parts\":[5,6]", "\"parts\":[5,6],\"dependsOn\":[5]").find("items[2]") != std::string::npos);
        QVERIFY(error("\"dependsOn\":[5,6]", "\"dependsOn\":[9]").find("items[3].dependsOn[0]") != std::string::npos);
        QVERIFY(error("\"dependsOn\":[5,6]", "\"parts\":[9]").find("bundles do not nest") != std::string::npos);
    }

    void malformed_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        const std::string m = kMinimal;
        QTest::newRow("truncated") << QString::fromStdString(m.substr(0, m.size() / 2)) << "invalid JSON";
        QTest::newRow("empty") << ""
                               << "invalid JSON";
        QTest::newRow("not an object") << "[1,2]"
                                       << "JSON object";
        QTest::newRow("missing format") << QString::fromStdString(minimalWith("\"format\":\"popslab-schedule-1\",", ""))
                                        << "format";
        QTest::newRow("wrong format") << QString::fromStdString(minimalWith("popslab-schedule-1", "popslab-schedule-9"))
                                      << "format";
        QTest::newRow("d is text") << QString::fromStdString(minimalWith("\"d\":2", "\"d\":\"two\"")) << "network.d";
        QTest::newRow("d is zero") << QString::fromStdString(minimalWith("\"d\":2", "\"d\":0")) << "network.d";
        QTest::newRow("g is huge") << QString::fromStdString(minimalWith("\"g\":2", "\"g\":99999999999"))
                                   << "network.g";
        QTest::newRow("negative src") << QString::fromStdString(minimalWith("\"src\":0", "\"src\":-1"))
                                      << "slots[0][0].src";
        QTest::newRow("float src") << QString::fromStdString(minimalWith("\"src\":0", "\"src\":0.5"))
                                   << "slots[0][0].src";
        QTest::newRow("src out of range")
            << QString::fromStdString(minimalWith("\"src\":0", "\"src\":4")) << "slots[0][0].src";
        QTest::newRow("dst out of range")
            << QString::fromStdString(minimalWith("\"dst\":[2]", "\"dst\":[2,17]")) << "slots[0][0].dst[1]";
        QTest::newRow("dst not array") << QString::fromStdString(minimalWith("\"dst\":[2]", "\"dst\":2"))
                                       << "slots[0][0].dst";
        QTest::newRow("coupler of three")
            << QString::fromStdString(minimalWith("[1,0]", "[1,0,0]")) << "slots[0][0].coupler";
        QTest::newRow("coupler of one") << QString::fromStdString(minimalWith("[1,0]", "[1]")) << "slots[0][0].coupler";
        QTest::newRow("unknown item") << QString::fromStdString(minimalWith("\"item\":0}", "\"item\":5}"))
                                      << "slots[0][0].item";
        QTest::newRow("missing item") << QString::fromStdString(minimalWith(",\"item\":0}", "}")) << "slots[0][0]";
        QTest::newRow("origin out of range")
            << QString::fromStdString(minimalWith("\"origin\":0", "\"origin\":9")) << "items[0].origin";
        QTest::newRow("duplicate id") << QString::fromStdString(
                                             minimalWith("{\"id\":0,", "{\"id\":3,\"origin\":1},{\"id\":3,"))
                                      << "items[1].id";
        QTest::newRow("unknown dependency")
            << QString::fromStdString(minimalWith("\"deliverTo\":[2]", "\"dependsOn\":[8]")) << "items[0].dependsOn[0]";
        QTest::newRow("slot not array") << QString::fromStdString(minimalWith("\"slots\":[[", "\"slots\":[{\"a\":["))
                                        << "slots[0]";
        QTest::newRow("dst twice") << QString::fromStdString(minimalWith("\"dst\":[2]", "\"dst\":[2,3,2]"))
                                   << "slots[0][0].dst[2]: processor 2 is listed twice";
        QTest::newRow("depends on itself")
            << QString::fromStdString(minimalWith("{\"id\":0,\"origin\":0", "{\"id\":0,\"origin\":0,\"dependsOn\":[0]"))
            << "items[0].dependsOn: item 0 depends on itself";
        QTest::newRow("mutual dependency")
            << QString::fromStdString(minimalWith("{\"id\":0,\"origin\":0",
                                                  "{\"id\":7,\"origin\":0,\"dependsOn\":[8]},{\"id\":8,"
                                                  "\"origin\":0,\"dependsOn\":[7]},{\"id\":0,\"origin\":0"))
            << "a dependency cycle";
        QTest::newRow("bad embedding") << QString::fromStdString(
                                              minimalWith("\"items\"", "\"embedding\":[0,0,1,2],\"items\""))
                                       << "embedding[1]";
        QTest::newRow("src is an array") << QString::fromStdString(minimalWith("\"src\":0", "\"src\":[0]"))
                                         << "slots[0][0].src: expected a single value";
        QTest::newRow("trailing garbage") << QString::fromStdString(m + "x") << "invalid JSON";
    }
    void malformed() {
        QFETCH(QString, text);
        QFETCH(QString, mentions);
        const std::string error = errorOf(text.toStdString());
        QVERIFY2(!error.empty(), "the document was accepted");
        QVERIFY2(error.find(mentions.toStdString()) != std::string::npos, error.c_str());
    }

    void limitsAreNamed() {
        ReadLimits small;
        small.maxBytes = 100;
        std::string error = errorOf(kMinimal, small);
        QVERIFY2(error.find("limit of 100 bytes") != std::string::npos, error.c_str());

        ReadLimits few;
        few.maxTransmissions = 1000;
        std::string huge = minimalWith("\"slots\":[[", "\"slots\":[[");
        std::string many = "[";
        for (int k = 0; k < 2000; ++k)
            many += std::string(k ? "," : "") + "{\"src\":0,\"coupler\":[1,0],\"dst\":[2],\"item\":0}";
        many += "]";
        const std::string doc = minimalWith("\"slots\":[[{\"src\":0,\"coupler\":[1,0],\"dst\":[2],\"item\":0}]]",
                                            "\"slots\":[" + many + "]");
        error = errorOf(doc, few);
        QVERIFY2(error.find("1000 transmissions (the limit)") != std::string::npos, error.c_str());
        QVERIFY(error.find("slots[0][1000]") != std::string::npos);

        // A long destination list is read (n bounds it only once the network is known);
        // its out-of-range entry is named by index.
        std::string longDst = "[";
        for (int k = 0; k < 100000; ++k)
            longDst += "3,";
        longDst += "99]";
        error = errorOf(minimalWith("\"dst\":[2]", "\"dst\":" + longDst));
        QVERIFY2(error.find("dst[100000]") != std::string::npos, error.c_str());
    }

    void deepNestingIsHarmless() {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        // An unknown field is skipped whole, however deep; a deep value where a number
        // belongs is refused at its place.
        const std::string skipped = errorOf(minimalWith("\"items\"", "\"extra\":" + deep + ",\"items\""));
        QVERIFY2(skipped.empty(), skipped.c_str());
        const std::string refused = errorOf(minimalWith("\"dst\":[2]", "\"dst\":" + deep));
        QVERIFY2(refused.find("slots[0][0].dst[0]") != std::string::npos, refused.c_str());
    }

    // The error paths a reader has, as documents -- the contract any reader
    // meets. Cut at every structural position of a small document (before and after
    // each bracket, comma, colon and quote): refused as invalid JSON, and once the cut
    // is inside the slots, the error names the field it stopped in ("slots[0][0].dst")
    // or the byte where the document ends too early.
    void truncationAtEveryStructuralPosition() {
        const std::string doc = kMinimal;
        const std::size_t slotsAt = doc.find("\"slots\":[[{") + 11;
        int cuts = 0;
        for (std::size_t at = 0; at < doc.size(); ++at) {
            if (std::string_view("{}[],:\"").find(doc[at]) == std::string_view::npos) continue;
            for (const std::size_t cut : {at, at + 1}) {
                if (cut >= doc.size()) continue;
                const std::string error = errorOf(doc.substr(0, cut));
                const std::string where = "cut at byte " + std::to_string(cut) + ": " + error;
                QVERIFY2(error.find("invalid JSON") != std::string::npos, where.c_str());
                // A cut inside a string, an object or an array is found before any field is
                // read (the parser's first stage pairs quotes and brackets over the whole
                // document): named by its byte, the end.
                const bool atTheEnd =
                    error.find("at byte " + std::to_string(cut) + ": the document ends") != std::string::npos;
                if (cut > slotsAt && !atTheEnd) QVERIFY2(error.rfind("slots", 0) == 0, where.c_str());
                ++cuts;
            }
        }
        QVERIFY(cuts > 100);
    }

    // Unknown fields are ignored whatever their strings hold -- escapes of every kind,
    // characters beyond the BMP -- but a document that is not JSON is refused there too.
    void unknownFieldsWithEscapes() {
        for (const char* fine : {"\"note\":\"caf\\u00e9 \\ud83d\\ude00 \\\" \\\\ \\/ \\b\\f\\n\\r\\t\"",
                                 "\"note\":\"café 😀 耦合器\"", "\"\\u006eote\":{\"\\ud83d\\ude00\":[\"\\u0000\"]}"}) {
            const std::string error = errorOf(minimalWith("\"items\"", std::string(fine) + ",\"items\""));
            QVERIFY2(error.empty(), (std::string(fine) + ": " + error).c_str());
        }
        for (const char* bad :
             {"\"note\":\"\\x41\"", "\"note\":\"\\u12\"", "\"note\":\"\\ud800\"", "\"note\":\"\xff\xfe\"",
              "\"note\":\"a\x01 b\"", "\"note\":[1,,2]", "\"note\":{\"a\" 1}", "\"note\":tru"}) {
            const std::string error = errorOf(minimalWith("\"items\"", std::string(bad) + ",\"items\""));
            QVERIFY2(error.find("invalid JSON") != std::string::npos, (std::string(bad) + ": " + error).c_str());
        }
        // The first stage checks the whole text before the walk begins, so what it refuses
        // has no field; it is named by its byte instead. An escaped character is no string
        // character, so a backslash before a quote or a control character is looked past.
        const auto byteOf = [](const std::string& text, const std::string& part) { return text.find(part); };
        const std::vector<std::tuple<std::string, std::string, std::string>> located{
            {"\"note\":\"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 \xed\xa0\x80\"", "\xed\xa0",
             "the text is not valid UTF-8"},
            {"\"note\":\"ok \xc0\xaf\"", "\xc0", "the text is not valid UTF-8"},
            {"\"note\":\"\xf4\x90\x80\x80\"", "\xf4", "the text is not valid UTF-8"},
            {"\"note\":\"ok \xe0\x80\x80\"", "\xe0", "the text is not valid UTF-8"},     // overlong, three bytes
            {"\"note\":\"ok \xf0\x80\x80\x80\"", "\xf0", "the text is not valid UTF-8"}, // overlong, four bytes
            {"\"note\":\"ok \xe2\x82\"", "\xe2", "the text is not valid UTF-8"},         // cut short by the quote
            {"\"note\":\"ok \x80\"", "\x80", "the text is not valid UTF-8"},             // a lone continuation
            {"\"note\":\"\\\" \\\\ tab\there\"", "\t",
             "a control character (U+0009) inside a string; write it as \\u0009"},
            {"\"note\":\"x\\\x01\"", "\x01", "a control character (U+0001) inside a string; write it as \\u0001"},
        };
        for (const auto& [bad, part, says] : located) {
            const std::string text = minimalWith("\"items\"", bad + ",\"items\"");
            const std::string expected = "invalid JSON at byte " + std::to_string(byteOf(text, part)) + ": " + says;
            QCOMPARE(QString::fromStdString(errorOf(text)), QString::fromStdString(expected));
        }
        // A known key written with escapes is that key.
        const std::string escaped = errorOf(minimalWith("\"src\":0", "\"\\u0073rc\":4"));
        QVERIFY2(escaped.find("slots[0][0].src") != std::string::npos, escaped.c_str());
    }

    // Numbers at and past each integer limit, named by field: an item id is at most
    // 2^32 - 2, a count 2^32 - 1, and a number past 2^64 - 1, a fraction or an exponent
    // is not an integer at all.
    void integersAtAndPastTheirLimits() {
        const auto withId = [](const std::string& id) {
            std::string t = minimalWith("{\"id\":0,", "{\"id\":" + id + ",");
            return t.replace(t.find("\"item\":0}"), 9, "\"item\":" + id + "}");
        };
        const std::string atLimit = errorOf(withId("4294967294"));
        QVERIFY2(atLimit.empty(), atLimit.c_str());
        QVERIFY(errorOf(withId("4294967295")).find("items[0].id: an item id 4294967295 exceeds 4294967294") !=
                std::string::npos);
        const std::vector<std::pair<std::string, std::string>> refused{
            {"\"d\":4294967296", "network.d: a count 4294967296 exceeds 4294967295"},
            {"\"d\":18446744073709551615", "network.d: a count 18446744073709551615 exceeds"},
            {"\"d\":18446744073709551616", "network.d: expected a count (a non-negative integer)"},
            {"\"d\":-9223372036854775808", "network.d: expected a count"},
            {"\"d\":-9223372036854775809", "network.d: expected a count"},
            {"\"d\":2.0", "network.d: expected a count"},
            {"\"d\":2e0", "network.d: expected a count"},
            {"\"d\":1e400", "network.d"},
            {"\"d\":02", "invalid JSON"},
            {"\"d\":+2", "invalid JSON"}};
        for (const auto& [from, mentions] : refused) {
            const std::string error = errorOf(minimalWith("\"d\":2", from));
            QVERIFY2(error.find(mentions) != std::string::npos, (from + ": " + error).c_str());
        }
        const std::string negativeZero = errorOf(minimalWith("\"src\":0", "\"src\":-0"));
        QVERIFY2(negativeZero.empty() || negativeZero.find("slots[0][0].src") != std::string::npos,
                 negativeZero.c_str());
    }

    // Every prefix and many random byte changes of a valid document: each either reads
    // or is refused with a message, never crashes.
    void mutationsNeverCrash_data() {
        QTest::addColumn<std::string>("text");
        QTest::newRow("reduction") << writeScheduleText(build({2, 2, "reduction", "optimal", {}}));
        QTest::newRow("bundles") << writeScheduleText(build({4, 2, "consecutive-sum", "token", {{"M", "2"}}}));
    }
    void mutationsNeverCrash() {
        QFETCH(std::string, text);
        for (std::size_t cut = 0; cut < text.size(); ++cut) {
            auto r = readScheduleText(text.substr(0, cut));
            if (auto* e = std::get_if<ReadError>(&r)) QVERIFY(!e->message.empty());
        }
        std::mt19937 rng(7);
        const std::string alphabet = "{}[],:\"0123456789-.eE aZ";
        for (int k = 0; k < 3000; ++k) {
            std::string m = text;
            for (int c = 0; c < 3; ++c)
                m[rng() % m.size()] = alphabet[rng() % alphabet.size()];
            auto r = readScheduleText(m);
            if (auto* s = std::get_if<Schedule>(&r)) { // must not crash either: validate, hold, run
                validate(*s);
                itemsHeldAt(*s, s->slotCount());
                execute(*s, {1, 2, 3}, {});
            } else {
                QVERIFY(!std::get<ReadError>(r).message.empty());
            }
        }
    }

    void filesAreWrittenAtomically() {
        const Schedule s = build({4, 4, "ring", "alternating-pair", {}});
        const QString path = QDir::temp().filePath("popslab-tst-json.json");
        QVERIFY(!writeScheduleFile(path.toStdString(), s));
        QVERIFY(!QFile::exists(path + ".part"));
        auto r = readScheduleFile(path.toStdString());
        QVERIFY(std::holds_alternative<Schedule>(r));
        QVERIFY(sameSchedule(s, std::get<Schedule>(r)));
        QFile::remove(path);
        auto missing = readScheduleFile("/nonexistent/x.json");
        QVERIFY(std::get<ReadError>(missing).message.find("cannot open") != std::string::npos);
    }

    // The window's progress line for a large document: the reader says how far into the
    // text it is (seen here where a work budget stops it), ends its reports when done, and
    // stops when the window cancels.
    void readingReportsProgressAndCancels() {
        const std::string text = writeScheduleText(build({16, 16, "all-to-all", "phased", {}})); // 65536 transmissions
        WorkControl stopped(20000); // past the second report, 32768 items or transmissions in
        {
            WorkScope scope(stopped);
            QVERIFY_THROWS_EXCEPTION(WorkBudgetExceeded, readScheduleText(text));
        }
        WorkReport last = stopped.lastReport();
        QCOMPARE(int(last.stage), int(WorkStage::ReadingSchedule));
        QCOMPARE(last.values[1], std::uint64_t(text.size()));
        QVERIFY(last.values[0] > text.size() / 10 && last.values[0] < text.size());

        WorkControl watched;
        {
            WorkScope scope(watched);
            QVERIFY(std::holds_alternative<Schedule>(readScheduleText(text)));
        }
        QCOMPARE(int(watched.lastReport().stage), int(WorkStage::None));
        QVERIFY(watched.done() >= 65536);

        WorkControl cancelled;
        cancelled.cancel();
        WorkScope scope(cancelled);
        QVERIFY_THROWS_EXCEPTION(Cancelled, readScheduleText(text));
    }
};

QTEST_APPLESS_MAIN(TestJson)
#include "tst_json.moc"
