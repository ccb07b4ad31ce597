#include "SafeApplication.h"

#include "BackgroundJob.h"

namespace popslab::gui {

bool SafeApplication::notify(QObject* receiver, QEvent* event) {
    try {
        return QApplication::notify(receiver, event);
    } catch (...) {
        const QString message = BackgroundJob::describe(std::current_exception());
        qCritical("POPS Lab: %s", qPrintable(message));
        emit escaped(message);
        return false;
    }
}

} // namespace popslab::gui
