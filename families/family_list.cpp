// The list of families, made from PUZZLEBOX_FAMILY_LIST.
#include "families/family_list.hpp"

#include <fmt/format.h>

#include "puzzles/puzzle_file.hpp"

namespace puzzlebox {

#define PUZZLEBOX_DECLARE_FAMILY(name) const Family& name##_family();
PUZZLEBOX_FAMILY_LIST(PUZZLEBOX_DECLARE_FAMILY)
#undef PUZZLEBOX_DECLARE_FAMILY

const std::vector<const Family*>& all_families() {
#define PUZZLEBOX_LIST_FAMILY(name) &name##_family(),
    static const std::vector<const Family*> families{PUZZLEBOX_FAMILY_LIST(PUZZLEBOX_LIST_FAMILY)};
#undef PUZZLEBOX_LIST_FAMILY
    return families;
}

const Family* find_family(std::string_view name) {
    for (const Family* family : all_families())
        if (family->name() == name) return family;
    return nullptr;
}

const std::vector<ForeignBoardId>& foreign_board_ids() {
    static const std::vector<ForeignBoardId> readers = [] {
        std::vector<ForeignBoardId> all;
        for (const Family* family : all_families())
            for (const ForeignBoardId& reader : family->foreign_ids()) all.push_back(reader);
        return all;
    }();
    return readers;
}

std::string family_names() {
    std::string names;
    for (const Family* family : all_families()) names.append(names.empty() ? "" : ", ").append(family->name());
    return names;
}

const Family& family_of(const TextSource& source) {
    const std::string name = puzzle_family(source, family_names());
    const Family* family = find_family(name);
    if (!family)
        source.fail(source.peek().number, fmt::format("unknown puzzle family '{}': expected one of {}", name, family_names()));
    return *family;
}

}  // namespace puzzlebox
