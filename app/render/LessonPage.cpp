#include "LessonPage.h"

#include "SaveFile.h"
#include "common/Limits.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

namespace popslab::render {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessonPage)
};

// A page larger than this is refused rather than written (a browser would not open it
// comfortably, and an LMS would not take it).
constexpr qint64 kMaxPageBytes = 256ll << 20;

// One step as an <svg> element: the XML prolog dropped, ids made unique on the page.
QByteArray pageSvg(const SceneAnimation& a, int step, const QString& idPrefix) {
    QString text = QString::fromUtf8(stepSvg(a, step));
    const qsizetype start = text.indexOf("<svg");
    if (start > 0) text = text.mid(start);
    // Qt names clip paths and gradients "clip1"...; several SVGs on a page must not share them.
    static const QRegularExpression id(R"(id="([^"]+)\")"), url(R"(url\(#([^)]+)\))");
    text.replace(id, "id=\"" + idPrefix + "\\1\"");
    text.replace(url, "url(#" + idPrefix + "\\1)");
    // No "Qt SVG Document" tooltip over every figure: the header names the scene.
    static const QRegularExpression titled(R"(<title>[^<]*</title>|<desc>[^<]*</desc>)");
    text.remove(titled);
    // Scaled to the page by its viewBox: no fixed pixel size.
    static const QRegularExpression size(R"(<svg([^>]*?) width="[^"]*" height="[^"]*")");
    text.replace(size, "<svg\\1");
    return text.toUtf8();
}

// On a landscape screen the notes stand beside the figure, which takes the page's height:
// under it they had left the figure 580 px high in a 1366 x 768 browser, its names 7 px.
const char* kStyle = R"(
body{margin:0;font-family:"Noto Sans","Noto Sans CJK SC",sans-serif;background:#fafafa;color:#111;display:flex;
 flex-direction:column;height:100vh}
header{display:flex;align-items:center;gap:1em;padding:.4em 1em;background:#fff;border-bottom:1px solid #ccc}
#scene-title{font-size:1.4em;font-weight:bold;flex:1}
.count{font-size:1.2em;color:#333;white-space:nowrap}
main{flex:1;display:flex;min-height:0}
.scene{flex:1;display:flex;flex-direction:column;min-height:0}
.scene[hidden],.step[hidden],.notes[hidden],.count[hidden]{display:none}
.step{flex:1;min-height:0;display:flex;justify-content:center;align-items:center;padding:.5em}
.step svg{max-width:100%;max-height:100%;width:100%;height:100%}
.notes{border-top:1px solid #ccc;background:#fff;padding:.5em 1em;max-height:30vh;overflow:auto;white-space:pre-wrap;
 font-size:1.1em}
nav{display:flex;justify-content:center;gap:.5em;padding:.4em;background:#fff;border-top:1px solid #ccc}
nav button{font-size:1.3em;min-width:3em;min-height:2.2em}
@media (min-aspect-ratio:4/3){.scene{flex-direction:row}
 .notes{border-top:none;border-left:1px solid #ccc;max-height:none;width:26%;flex:none}}
)";

const char* kScript = R"(
(function(){
  var scenes = Array.prototype.slice.call(document.querySelectorAll('section.scene'));
  var s = 0, k = 0, notes = true;
  function steps(i){ return scenes[i].querySelectorAll('.step').length; }
  function show(){
    scenes.forEach(function(sc, i){
      sc.hidden = i !== s;
      Array.prototype.forEach.call(sc.querySelectorAll('.step'), function(st, j){ st.hidden = !(i === s && j === k); });
      var n = sc.querySelector('.notes'); if (n) n.hidden = !notes;
    });
    if (!scenes.length) return;
    document.getElementById('scene-title').textContent = scenes[s].getAttribute('data-title');
    document.getElementById('step').textContent = (k + 1) + ' / ' + steps(s);
    var st = scenes[s].querySelectorAll('.step')[k], name = st ? st.getAttribute('data-name') : null;
    document.getElementById('step-count').hidden = !!name;
    var named = document.getElementById('step-name'); named.hidden = !name; named.textContent = name || '';
    document.getElementById('position').textContent = (s + 1) + ' / ' + scenes.length;
  }
  function next(){ if (k + 1 < steps(s)) k++; else if (s + 1 < scenes.length) { s++; k = 0; } show(); }
  function prev(){ if (k > 0) k--; else if (s > 0) { s--; k = steps(s) - 1; } show(); }
  function nextScene(){ if (s + 1 < scenes.length) { s++; k = 0; } show(); }
  function prevScene(){ if (s > 0) { s--; k = 0; } else k = 0; show(); }
  function first(){ s = 0; k = 0; show(); }
  function last(){ s = scenes.length - 1; k = steps(s) - 1; show(); }
  function toggleNotes(){ notes = !notes; show(); }
  document.addEventListener('keydown', function(e){
    var act = {ArrowRight: next, ' ': next, Spacebar: next, ArrowLeft: prev, PageDown: nextScene, PageUp: prevScene,
               Home: first, End: last, n: toggleNotes, N: toggleNotes}[e.key];
    if (act && scenes.length) { e.preventDefault(); act(); }
  });
  var buttons = {'prev-scene': prevScene, 'prev-step': prev, 'next-step': next, 'next-scene': nextScene,
                 'toggle-notes': toggleNotes};
  Object.keys(buttons).forEach(function(id){ document.getElementById(id).addEventListener('click', buttons[id]); });
  show();
})();
)";

} // namespace

std::vector<int> shownSteps(int steps) {
    std::vector<int> shown;
    const int most = int(kMaxSceneSteps);
    if (steps <= most) {
        for (int k = 0; k < steps; ++k)
            shown.push_back(k);
        return shown;
    }
    for (int k = 0; k < most; ++k)
        shown.push_back(int(std::llround(double(k) * (steps - 1) / (most - 1))));
    return shown;
}

std::optional<QString> writeLessonPage(const QString& path, const QString& lessonTitle,
                                       const std::vector<SceneFigure>& scenes) {
    QByteArray page;
    page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<meta name=\"generator\" content=\"POPS Lab\">\n<title>" +
            lessonTitle.toHtmlEscaped().toUtf8() + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
    // Each counter named: "1 / 4  1 / 8" had not said which was the scene and which the step.
    auto counter = [](const QString& what, const QByteArray& id) {
        return "<span class=\"count\" id=\"" + id + "-count\">" + what.toHtmlEscaped().toUtf8() + " <span id=\"" + id +
               "\"></span></span>";
    };
    // A step the family names ("slot 1 of 3", "before the move") shows its name instead.
    page += "<header><span id=\"scene-title\"></span>" + counter(Text::tr("Scene"), "position") +
            counter(Text::tr("Step"), "step") +
            "<span class=\"count\" id=\"step-name\" hidden></span></header>\n<main>\n";
    for (std::size_t s = 0; s < scenes.size(); ++s) {
        const SceneFigure& scene = scenes[s];
        page += "<section class=\"scene\" data-title=\"" + scene.title.toHtmlEscaped().toUtf8() + "\" hidden>\n";
        for (int step : shownSteps(scene.steps.steps)) {
            const QByteArray name = scene.steps.stepName
                                        ? " data-name=\"" + scene.steps.stepName(step).toHtmlEscaped().toUtf8() + "\""
                                        : QByteArray();
            page += "<div class=\"step\"" + name + " hidden>" +
                    pageSvg(scene.steps, step, QString("s%1k%2-").arg(s).arg(step)) + "</div>\n";
            if (page.size() > kMaxPageBytes)
                return Text::tr("%1: the page would pass %2 MiB at scene %3; export fewer or smaller scenes")
                    .arg(path)
                    .arg(kMaxPageBytes >> 20)
                    .arg(s + 1);
        }
        page += "<div class=\"notes\">" + scene.notes.toHtmlEscaped().toUtf8() + "</div>\n</section>\n";
    }
    auto tip = [](const QString& text) { return text.toHtmlEscaped().toUtf8(); };
    page += "</main>\n<nav>"
            // Triangles every font has (DejaVu, Noto): the "skip" symbols U+23EE/U+23ED had drawn
            // empty boxes with Debian's fonts, on the only buttons a touch screen has.
            "<button id=\"prev-scene\" title=\"" +
            tip(Text::tr("Previous scene (Page Up)")) +
            "\">&#x25C0;&#x25C0;</button><button id=\"prev-step\" title=\"" + tip(Text::tr("Previous step (Left)")) +
            "\">&#x25C0;</button><button id=\"next-step\" title=\"" + tip(Text::tr("Next step (Right, Space)")) +
            "\">&#x25B6;</button><button id=\"next-scene\" title=\"" + tip(Text::tr("Next scene (Page Down)")) +
            "\">&#x25B6;&#x25B6;</button><button id=\"toggle-notes\" title=\"" +
            tip(Text::tr("Show or hide the notes (N)")) + "\">" + Text::tr("Notes").toHtmlEscaped().toUtf8() +
            "</button></nav>\n<script>" + kScript + "</script>\n</body>\n</html>\n";
    return files::saveBytes(path, page);
}

} // namespace popslab::render
