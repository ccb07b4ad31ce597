// What a network family brings to the window: its pages (the canvas, its
// plots), the panels beside them, the presets under Paper figures, its help, its part
// of a session, and the playback the shell's shortcuts drive. The shell -- menus,
// playback keys, export, themes, languages, recent files, sessions -- names no family:
// it holds the workbenches the module list brings (app/families/Modules.h).
#pragma once

#include "BackgroundJob.h"
#include "SceneAnimation.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

class QAction;
class QWidget;

namespace popslab::gui {

class Workbench : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // The id sessions store ("pops", "okn"); never translated.
    virtual QString id() const = 0;

    struct Page {
        QWidget* widget;
        std::function<QString()> title; // translated, asked again when the language changes
        // Whether the family's docks show beside it: a page with panels of its own (the
        // POPS exercise, which has its own network) would otherwise sit beside panels
        // that describe something else.
        bool besideDocks = true;
        // Its name in files (the gallery's screenshots): "network", "plots"; never translated.
        QString name = "page";
    };
    // The central tabs this family shows (POPS: the network and the plots).
    virtual std::vector<Page> pages() = 0;
    // Panels beside the pages, shown while one of this family's pages is: the left
    // dock (parameters) and the right dock (details); nullptr for none.
    virtual QWidget* controls() { return nullptr; }
    virtual QWidget* details() { return nullptr; }
    // Further docks the family shows when it has something for them (POPS: the
    // logical structure of a ring or torus).
    struct Dock {
        QString name; // for the window's saved layout ("embedding")
        QWidget* widget;
        std::function<QString()> title;
        std::function<bool()> available;
    };
    virtual std::vector<Dock> docks() { return {}; }

    // Paper figures: a label (translated) and how to show it.
    struct Preset {
        std::function<QString()> label;
        std::function<void()> apply;
    };
    virtual std::vector<Preset> presets() = 0;

    // Playback of what is on show (slots, event times), for the shell's keys.
    virtual void togglePlay() {}
    virtual void stepBack() {}
    virtual void stepForward() {}
    virtual void first() {}
    virtual void last() {}
    virtual void fitToWindow() {}
    // Esc where the core refused what the fields ask (POPS(999999,4): past the limit of
    // processors): the fields and the view go back to the network shown before, as it was.
    // Whether there was a refusal to leave.
    virtual bool leaveRefusal() { return false; }
    // Entries of the View menu of this family's own (POPS: the coupler matrix), enabled
    // while it is shown; their texts are set again in retranslate().
    virtual std::vector<QAction*> viewActions() { return {}; }
    virtual void retranslate() {}

    // The figure on show, as the File menu exports it; the error text, if any. PNG at `dpi`.
    virtual std::optional<QString> exportFigure(const QString& path, int dpi, bool allSlots) = 0;
    // Numbered PNG frames of every step, when the family has steps.
    virtual bool hasFrames() const { return false; }
    virtual std::optional<QString> exportFrames(const QString& dir, int dpi,
                                                const std::function<bool(int, int)>& progress) {
        (void)dir, (void)dpi, (void)progress;
        return std::nullopt;
    }

    // File > Export animation: every step of what is on show (POPS: slot, OK_N: event)
    // as an animated GIF; `progress(done, total)` answers false to cancel. The error text.
    virtual bool hasAnimation() const { return false; }
    virtual std::optional<QString> exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                   const std::function<bool(int, int)>& progress) {
        (void)path, (void)options, (void)progress;
        return std::nullopt;
    }

    // File > Save ... as JSON: the family's result (a schedule, a trace), with the menu
    // text; an empty label leaves the entry out. The error text, if any.
    virtual QString saveLabel() const { return {}; }
    virtual std::optional<QString> saveData(const QString& path) {
        (void)path;
        return std::nullopt;
    }

    // What the window's title says about the network shown ("POPS(4,4)").
    virtual QString subject() const = 0;
    // What page `page` shows, as a lesson's new scene is titled (the Exercise page's own
    // network, not the Network page's).
    virtual QString pageSubject(int page) const {
        (void)page;
        return subject();
    }
    // Help > Explain: the chosen algorithm with its paper, theorem, formula and bound (rich text).
    virtual QString explanation() const = 0;

    // This family's part of a session, and restoring it; an error names the field.
    // Files it refers to are stored relative to `sessionDir`.
    virtual QJsonObject saveState(const QString& sessionDir) const = 0;
    virtual std::optional<QString> restoreState(const QJsonObject& state, const QString& sessionDir) = 0;
    // The state of a new session.
    virtual void reset() = 0;
    // Files this family opens (POPS: schedule documents), by suffix; empty for none.
    virtual QStringList openableSuffixes() const { return {}; }
    // The documents it opens by their "format" (files::documentFormat), whatever the name.
    virtual QStringList openableFormats() const { return {}; }
    virtual void open(const QString& path) { (void)path; }

    // The family's workers; the shell shows them busy, cancels and waits for them.
    virtual std::vector<BackgroundJob*> jobs() const = 0;
    virtual void setDark(bool dark) = 0;
    // Presentation mode: the window enlarges the whole figure (full screen, fitted); a
    // family may thicken what must read from the back row (POPS: the messages).
    virtual void setPresentation(bool on) { (void)on; }

signals:
    // The user changed something a session keeps (the unsaved mark).
    void changed();
    // subject() or the title of a page changed.
    void subjectChanged();
    // A file from open() was read (ok) or refused (the error shown, the state kept).
    void opened(const QString& path, bool ok, const QString& error);
    // Asks the shell to show one of this family's pages (a plot point loads a network).
    void showPage(int page);
    // A message for the status bar.
    void status(const QString& message);
};

// Every family's workbench, in the order of the module list (app/families/Workbenches.cpp).
std::vector<Workbench*> createWorkbenches(QObject* parent);

} // namespace popslab::gui
