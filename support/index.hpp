// Containers indexed by the signed numbers puzzles count in (cells, lines,
// moves): at(cells, c) is cells[c] with the one cast to std::size_t written
// here instead of at every subscript.
#pragma once

#include <cstddef>
#include <utility>

namespace puzzlebox {

template <class Container, class Index>  // any integer, __int128 too
constexpr decltype(auto) at(Container&& container, Index i) {
    return std::forward<Container>(container)[static_cast<std::size_t>(i)];
}

}  // namespace puzzlebox
