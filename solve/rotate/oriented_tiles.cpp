// Orientable tiles as the searches hold them (see oriented_tiles.hpp).
#include "solve/rotate/oriented_tiles.hpp"

#include <map>
#include <mutex>
#include <numeric>
#include <stdexcept>
#include <tuple>

#include <fmt/format.h>

#include "support/index.hpp"

namespace puzzlebox {

OrientedTiles::OrientedTiles(const RotateBoard& board) : cells_(board.cell_count()) {
    if (cells_ > max_cells) throw std::invalid_argument("orientable boards hold at most 64 cells");
    const auto turning = [&](const RotateMove& move) {
        Move data{move, {}, {}, rotate_move_destinations(board.rows, board.cols, board.block, move), move.quarters};
        const std::vector<int> from = rotate_move_sources(board.rows, board.cols, board.block, move);
        for (int c : rotate_block_cells(board.cols, board.block, move.block)) {
            data.cells.push_back(static_cast<std::uint8_t>(c));
            data.from.push_back(static_cast<std::uint8_t>(at(from, c)));
        }
        return data;
    };
    for (const RotateMove& move : rotate_moves(board)) {
        Move data = turning(move);
        undo_.push_back(turning(inverse(move)));
        const std::vector<int> from = rotate_move_sources(board.rows, board.cols, board.block, move);
        // A move is odd when its cycles of even length are odd in number.
        std::vector<bool> seen(from.size());
        int even_cycles = 0;
        for (std::size_t c = 0; c < from.size(); ++c) {
            int length = 0;
            for (std::size_t x = c; !seen[x]; x = static_cast<std::size_t>(from[x]), ++length) seen[x] = true;
            if (length > 0 && length % 2 == 0) ++even_cycles;
        }
        all_odd_ = all_odd_ && even_cycles % 2 == 1;
        moves_.push_back(std::move(data));
    }
    std::map<int, std::vector<int>> homes_of;
    std::map<int, int> small;
    for (int c = 0; c < cells_; ++c) {
        homes_of[at(board.target, c)].push_back(c);
        small.emplace(at(board.target, c), static_cast<int>(small.size()));
    }
    for (int c = 0; c < cells_; ++c) {
        at(label_, c) = static_cast<std::uint8_t>(small.at(at(board.target, c)));
        if (homes_of.at(at(board.target, c)).size() == 1) unique_homes_.push_back(c);
    }
    for (int c = 0; c < cells_; ++c) {
        auto& free_homes = homes_of.at(at(board.grid, c));
        const int quarters = board.orientable() ? at(board.turned, c) : 0;
        at(start_, c) = static_cast<std::uint8_t>(free_homes.front() * 4 + quarters);
        free_homes.erase(free_homes.begin());
    }
}

void OrientedTiles::apply(const Move& move, Cells& here) const {
    std::array<std::uint8_t, max_cells> before{};
    const std::size_t n = move.cells.size();
    for (std::size_t i = 0; i < n; ++i) before[i] = here[move.from[i]];
    for (std::size_t i = 0; i < n; ++i)
        here[move.cells[i]] = static_cast<std::uint8_t>((before[i] & ~3) | ((before[i] + move.quarters) & 3));
}

bool OrientedTiles::solved(const Cells& here) const {
    for (int c = 0; c < cells_; ++c)
        if ((at(here, c) & 3) != 0 || at(label_, at(here, c) >> 2) != at(label_, c)) return false;
    return true;
}

PermutationGroup oriented_move_group(const RotateBoard& shape, const StopCheck& stop) {
    const int n = shape.cell_count();
    std::vector<PermutationGroup::Permutation> generators;
    for (int b = 0; b < shape.block_count(); ++b) {
        const std::vector<int> to = rotate_move_destinations(shape.rows, shape.cols, shape.block, {b, 1});
        PermutationGroup::Permutation g(static_cast<std::size_t>(4 * n));
        std::iota(g.begin(), g.end(), 0);
        for (int c : rotate_block_cells(shape.cols, shape.block, b))
            for (int q = 0; q < 4; ++q) at(g, 4 * c + q) = 4 * at(to, c) + (q + 1) % 4;
        generators.push_back(std::move(g));
    }
    return PermutationGroup(4 * n, generators, stop);
}

std::string oriented_unsolvable_reason(const RotateBoard& board, const StopCheck& stop) {
    if (board.block % 2 == 0) {
        const int total = std::accumulate(board.turned.begin(), board.turned.end(), 0);
        if (total % 4 != 0)
            return fmt::format(
                "every turn of a {}x{} block turns its tiles {} quarters in all, a multiple of 4, and this board's tiles are "
                "turned {} quarters from upright in all, not a multiple of 4",
                board.block, board.block, board.block * board.block, total);
    }
    const OrientedTiles tiles(board);
    if (!tiles.distinct_labels() || board.cell_count() > 16) return "";
    const auto group = shared_group(fmt::format("corners {}x{} block {}", board.rows, board.cols, board.block),
                                    [&] { return oriented_move_group(board, stop); });
    // Where the start puts each home's corners: tile h on cell c turned t
    // has its corner q at corner q + t of cell c.
    PermutationGroup::Permutation p(static_cast<std::size_t>(4 * board.cell_count()));
    for (int c = 0; c < board.cell_count(); ++c) {
        const int home = at(tiles.start(), c) >> 2, turned = at(tiles.start(), c) & 3;
        for (int q = 0; q < 4; ++q) at(p, 4 * home + q) = 4 * c + (q + turned) % 4;
    }
    if (group->contains(p)) return "";
    return fmt::format(
        "the moves reach {} of the arrangements of these tiles with their turns (Schreier-Sims on the tiles' corners), and "
        "not this one",
        group->order());
}

}  // namespace puzzlebox
