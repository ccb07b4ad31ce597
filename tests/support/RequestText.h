// How a test names a pattern request in its failure messages.
#pragma once

#include "patterns/PatternRequest.h"

#include <QString>

namespace popslab::test {

inline QString where(const pops::PatternRequest& r) {
    QString params;
    for (const auto& [k, v] : r.parameters)
        params += QString(" %1=%2").arg(k.c_str(), v.c_str());
    return QString("%1/%2 on POPS(%3,%4)%5").arg(r.pattern.c_str(), r.algorithm.c_str()).arg(r.d).arg(r.g).arg(params);
}

} // namespace popslab::test
