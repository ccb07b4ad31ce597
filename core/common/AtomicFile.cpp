#include "common/AtomicFile.h"

#include <cstdio>
#include <fstream>

namespace popslab {

std::optional<std::string> writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    const std::string temp = path + ".part";
    {
        std::ofstream f(temp, std::ios::binary | std::ios::trunc);
        if (!f) return "cannot write " + temp;
        write(f);
        f.flush();
        if (!f) {
            std::remove(temp.c_str());
            return "error while writing " + temp;
        }
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        std::remove(temp.c_str());
        return "cannot replace " + path;
    }
    return std::nullopt;
}

} // namespace popslab
