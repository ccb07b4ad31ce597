// The window's QApplication, with the last line of defence: an exception
// that escaped every boundary (documents, panels and workers catch what the core throws)
// stops here instead of unwinding through Qt's event loop, which Qt does not allow.
// It is reported and the event is dropped; the user's state and unsaved work stay.
#pragma once

#include <QApplication>

namespace popslab::gui {

class SafeApplication : public QApplication {
    Q_OBJECT
public:
    SafeApplication(int& argc, char** argv) : QApplication(argc, argv) {}
    bool notify(QObject* receiver, QEvent* event) override;

signals:
    // The message of an exception that reached the event loop (the window shows it).
    void escaped(const QString& message);
};

} // namespace popslab::gui
