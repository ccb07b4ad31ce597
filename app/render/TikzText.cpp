#include "TikzText.h"

#include <QHash>
#include <QTransform>
#include <cmath>

namespace popslab::render {

namespace {

// Characters written as a math symbol: $\lambda$. A run of them shares one $...$
// ("$$" would open display math).
const QHash<char32_t, QString>& mathSymbols() {
    static const QHash<char32_t, QString> table = [] {
        QHash<char32_t, QString> t;
        const char* greek[] = {"alpha", "beta",   "gamma",   "delta", "epsilon", "zeta", "eta",  "theta", "iota",
                               "kappa", "lambda", "mu",      "nu",    "xi",      "o",    "pi",   "rho",   "",
                               "sigma", "tau",    "upsilon", "phi",   "chi",     "psi",  "omega"};
        for (char32_t k = 0; k < 25; ++k) {
            if (!*greek[k]) continue; // U+03C2, the final sigma
            t[0x03B1 + k] = greek[k] == QStringLiteral("o") ? QStringLiteral("o") : "\\" + QString(greek[k]);
        }
        // Capitals that differ from Latin ones; the others are Latin letters in math.
        const std::pair<char32_t, const char*> capitals[] = {
            {0x0393, "\\Gamma"}, {0x0394, "\\Delta"}, {0x0398, "\\Theta"},   {0x039B, "\\Lambda"}, {0x039E, "\\Xi"},
            {0x03A0, "\\Pi"},    {0x03A3, "\\Sigma"}, {0x03A5, "\\Upsilon"}, {0x03A6, "\\Phi"},    {0x03A8, "\\Psi"},
            {0x03A9, "\\Omega"}, {0x0391, "A"},       {0x0392, "B"},         {0x0395, "E"},        {0x0396, "Z"},
            {0x0397, "H"},       {0x0399, "I"},       {0x039A, "K"},         {0x039C, "M"},        {0x039D, "N"},
            {0x039F, "O"},       {0x03A1, "P"},       {0x03A4, "T"},         {0x03A7, "X"}};
        for (auto [c, s] : capitals)
            t[c] = s;
        const std::pair<char32_t, const char*> symbols[] = {{0x2192, "\\rightarrow"},
                                                            {0x2190, "\\leftarrow"},
                                                            {0x2194, "\\leftrightarrow"},
                                                            {0x21D2, "\\Rightarrow"},
                                                            {0x2191, "\\uparrow"},
                                                            {0x2193, "\\downarrow"},
                                                            {0x21C4, "\\rightleftharpoons"},
                                                            {0x2264, "\\leq"},
                                                            {0x2265, "\\geq"},
                                                            {0x2260, "\\neq"},
                                                            {0x2248, "\\approx"},
                                                            {0x00D7, "\\times"},
                                                            {0x00F7, "\\div"},
                                                            {0x00B7, "\\cdot"},
                                                            {0x22C5, "\\cdot"},
                                                            {0x2212, "-"},
                                                            {0x00B1, "\\pm"},
                                                            {0x221E, "\\infty"},
                                                            {0x2208, "\\in"},
                                                            {0x2209, "\\notin"},
                                                            {0x2308, "\\lceil"},
                                                            {0x2309, "\\rceil"},
                                                            {0x230A, "\\lfloor"},
                                                            {0x230B, "\\rfloor"},
                                                            {0x221A, "\\surd"},
                                                            {0x2211, "\\sum"},
                                                            {0x220F, "\\prod"},
                                                            {0x2205, "\\emptyset"},
                                                            {0x2200, "\\forall"},
                                                            {0x2203, "\\exists"},
                                                            {0x2227, "\\wedge"},
                                                            {0x2228, "\\vee"},
                                                            {0x2295, "\\oplus"},
                                                            {0x2032, "'"},
                                                            {0x00B0, "^\\circ"},
                                                            {0x2713, "\\surd"},
                                                            {0x2714, "\\surd"},
                                                            {0x2717, "\\times"},
                                                            {0x2718, "\\times"},
                                                            {0x00B5, "\\mu"},
                                                            {0x2022, "\\bullet"},
                                                            {0x2026, "\\ldots"},
                                                            {0x00AB, "\\ll"},
                                                            {0x00BB, "\\gg"},
                                                            {0x27E8, "\\langle"},
                                                            {0x27E9, "\\rangle"},
                                                            {0x2202, "\\partial"},
                                                            {0x2261, "\\equiv"},
                                                            {0x21A6, "\\mapsto"},
                                                            {0x2218, "\\circ"},
                                                            {0x25CB, "\\circ"},
                                                            {0x2223, "\\mid"}};
        for (auto [c, s] : symbols)
            t[c] = s;
        const char* digits = "0123456789";
        for (char32_t k = 0; k < 10; ++k) {
            t[0x2080 + k] = QStringLiteral("_{%1}").arg(digits[k]);
            t[k == 1   ? 0x00B9
              : k == 2 ? 0x00B2
              : k == 3 ? 0x00B3
                       : 0x2070 + k] = QStringLiteral("^{%1}").arg(digits[k]);
        }
        t[0x208A] = "_{+}", t[0x208B] = "_{-}", t[0x207A] = "^{+}", t[0x207B] = "^{-}";
        t[0x2099] = "_{n}", t[0x1D62] = "_{i}", t[0x2C7C] = "_{j}", t[0x2096] = "_{k}";
        // Modifier letters: "a xor 2ⁱ" in WDM's caption, "2ⁿ".
        const std::pair<char32_t, const char*> letters[] = {
            {0x2071, "^{i}"}, {0x207F, "^{n}"}, {0x02B2, "^{j}"}, {0x1D4F, "^{k}"}, {0x1D50, "^{m}"},
            {0x02E3, "^{x}"}, {0x1D43, "^{a}"}, {0x1D47, "^{b}"}, {0x1D48, "^{d}"}, {0x2090, "_{a}"},
            {0x2093, "_{x}"}, {0x2098, "_{m}"}, {0x209A, "_{p}"}, {0x209C, "_{t}"}, {0x2097, "_{l}"}};
        for (auto [c, script] : letters)
            t[c] = script;
        return t;
    }();
    return table;
}

// Characters written as text: the kernel's commands, which the OT1 encoding has.
const QHash<char32_t, QString>& textSymbols() {
    static const QHash<char32_t, QString> table = {{'\\', "\\textbackslash{}"},
                                                   {'{', "\\{"},
                                                   {'}', "\\}"},
                                                   {'$', "\\$"},
                                                   {'&', "\\&"},
                                                   {'#', "\\#"},
                                                   {'%', "\\%"},
                                                   {'_', "\\_"},
                                                   {'^', "\\^{}"},
                                                   {'~', "\\~{}"},
                                                   {'<', "\\textless{}"},
                                                   {'>', "\\textgreater{}"},
                                                   {'|', "\\textbar{}"},
                                                   {'"', "''"},
                                                   {'\n', " "},
                                                   {'\t', " "},
                                                   {0x00A0, "~"},
                                                   {0x202F, "\\,"},
                                                   {0x2009, "\\,"},
                                                   {0x200A, "\\,"},
                                                   {0x2002, " "},
                                                   {0x2003, " "},
                                                   {0x2011, "-"},
                                                   {0x2010, "-"},
                                                   {0x2013, "--"},
                                                   {0x2014, "---"},
                                                   {0x2018, "`"},
                                                   {0x2019, "'"},
                                                   {0x201C, "``"},
                                                   {0x201D, "''"},
                                                   {0x201E, ",,"},
                                                   {0x201A, ","},
                                                   {0x00DF, "{\\ss}"},
                                                   {0x00E6, "{\\ae}"},
                                                   {0x00C6, "{\\AE}"},
                                                   {0x0153, "{\\oe}"},
                                                   {0x0152, "{\\OE}"},
                                                   {0x00F8, "{\\o}"},
                                                   {0x00D8, "{\\O}"},
                                                   {0x0142, "{\\l}"},
                                                   {0x0141, "{\\L}"},
                                                   {0x0131, "{\\i}"},
                                                   {0x00BF, "?`"},
                                                   {0x00A1, "!`"},
                                                   {0x00A7, "\\S{}"},
                                                   {0x00B6, "\\P{}"},
                                                   {0x00A9, "\\copyright{}"},
                                                   {0x00A3, "\\pounds{}"},
                                                   {0x200B, ""},
                                                   {0x00AD, ""}};
    return table;
}

// Accents over a letter, by the combining mark Unicode decomposes it into.
QString accentCommand(char32_t mark) {
    switch (mark) {
    case 0x0300:
        return "\\`";
    case 0x0301:
        return "\\'";
    case 0x0302:
        return "\\^";
    case 0x0303:
        return "\\~";
    case 0x0304:
        return "\\=";
    case 0x0306:
        return "\\u";
    case 0x0307:
        return "\\.";
    case 0x0308:
        return "\\\"";
    case 0x030A:
        return "\\r";
    case 0x030B:
        return "\\H";
    case 0x030C:
        return "\\v";
    case 0x0323:
        return "\\d";
    case 0x0327:
        return "\\c";
    default:
        return {};
    }
}

// A letter with one accent ("ä" = a + U+0308) as {\"a}; nothing where it is not one.
std::optional<QString> accented(char32_t c) {
    const QString parts = QChar::decomposition(c);
    if (parts.size() != 2 || parts[0].unicode() > 0x7F || !parts[0].isLetter()) return std::nullopt;
    const QString command = accentCommand(parts[1].unicode());
    if (command.isEmpty()) return std::nullopt;
    QString base(parts[0]);
    if (base == "i" || base == "j") base = "\\" + base; // dotless under an accent
    // \c, \u, \r, \H, \v, \d are letters: a space keeps them apart from the letter.
    return "{" + command + (command[1].isLetter() ? " " : "") + base + "}";
}

} // namespace

std::optional<QString> latexSpelling(const QString& text) {
    QString out;
    QStringList math; // a run of math symbols, written as one $...$
    auto flush = [&] {
        // Scripts in a row are one script: "2³⁴" as ^{34}, "10⁻³" as ^{-3}, never a
        // double superscript.
        QStringList merged;
        for (const QString& token : std::as_const(math)) {
            const bool script = token.startsWith("^{") || token.startsWith("_{");
            if (script && !merged.isEmpty() && merged.back().startsWith(token.left(2)))
                merged.back() = merged.back().chopped(1) + token.mid(2);
            else
                merged << token;
        }
        if (!merged.isEmpty()) out += "$" + merged.join(' ') + "$";
        math.clear();
    };
    // "-" after "-" would be set as a dash ("--", "---"): a group keeps them apart.
    auto append = [&](const QString& piece) {
        if (piece.startsWith('-') && out.endsWith('-')) out += "{}";
        out += piece;
    };
    const auto codes = text.toUcs4();
    for (qsizetype k = 0; k < codes.size(); ++k) {
        const char32_t c = codes[k];
        if (auto m = mathSymbols().find(c); m != mathSymbols().end()) {
            math << *m;
            continue;
        }
        flush();
        if (auto t = textSymbols().find(c); t != textSymbols().end()) {
            append(*t);
        } else if (c >= 0x20 && c < 0x7F) {
            append(QString(QChar(char16_t(c))));
        } else if (c < 0x20) {
            continue; // control characters draw nothing
        } else if (auto a = accented(c)) {
            append(*a);
        } else {
            return std::nullopt;
        }
    }
    flush();
    return out;
}

QString tikzNumber(double value, int decimals) {
    if (!std::isfinite(value)) return QStringLiteral("0");
    QString s = QString::number(value, 'f', decimals);
    if (s.contains('.')) {
        while (s.endsWith('0'))
            s.chop(1);
        if (s.endsWith('.')) s.chop(1);
    }
    return s == "-0" ? QStringLiteral("0") : s;
}

QString tikzRgb(const QColor& c) {
    return QStringLiteral("{RGB}{%1,%2,%3}").arg(c.red()).arg(c.green()).arg(c.blue());
}

QPainterPath textOutline(const QString& text, QFont font, double pixelSize) {
    // Pixel sizes are whole numbers: drawn 64 times larger, then scaled back.
    constexpr double k = 64;
    font.setPixelSize(std::max(1, int(std::lround(pixelSize * k))));
    QPainterPath path;
    path.addText(QPointF(0, 0), font, text);
    return QTransform::fromScale(1 / k, 1 / k).map(path);
}

QString tikzPathOps(const QPainterPath& path, int decimals) {
    auto point = [&](double x, double y) {
        return QStringLiteral("(%1,%2)").arg(tikzNumber(x, decimals), tikzNumber(y, decimals));
    };
    QString out;
    QPointF start;
    qsizetype lineStart = 0;
    for (int i = 0; i < path.elementCount(); ++i) {
        // A line of the file at most about 120 characters: TeX reads a line whole into a
        // buffer, and a glyph outline of thousands of points would not fit it.
        if (out.size() - lineStart > 120) {
            out += QStringLiteral("\n   ");
            lineStart = out.size() - 3;
        }
        const QPainterPath::Element e = path.elementAt(i);
        const bool last = i + 1 == path.elementCount() || path.elementAt(i + 1).isMoveTo();
        if (e.isMoveTo()) {
            if (!out.isEmpty()) out += ' ';
            out += point(e.x, e.y);
            start = e;
        } else if (e.isLineTo()) {
            // A subpath that returns to its start is closed: "-- cycle" joins its corners.
            out += last && i > 0 && QPointF(e) == start ? QStringLiteral(" -- cycle") : " -- " + point(e.x, e.y);
        } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
            const QPainterPath::Element c2 = path.elementAt(i + 1), end = path.elementAt(i + 2);
            out += " .. controls " + point(e.x, e.y) + " and " + point(c2.x, c2.y) + " .. " + point(end.x, end.y);
            const bool closes =
                (i + 3 == path.elementCount() || path.elementAt(i + 3).isMoveTo()) && QPointF(end) == start;
            if (closes) out += QStringLiteral(" -- cycle");
            i += 2;
        }
    }
    return out;
}

} // namespace popslab::render
