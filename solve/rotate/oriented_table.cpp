// The orientable distance table (see oriented_table.hpp).
#include "solve/rotate/oriented_table.hpp"

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include "support/index.hpp"

namespace puzzlebox {

namespace {

constexpr std::uint8_t unseen = 3;

std::uint8_t load(const std::uint8_t& byte) {
    return std::atomic_ref<std::uint8_t>(const_cast<std::uint8_t&>(byte)).load(std::memory_order_relaxed);
}

// Digits of `base` (2 or 4), cell 0 the most significant, `digits` cells.
std::uint64_t digits_index(const std::vector<int>& values, std::size_t digits, int base) {
    std::uint64_t index = 0;
    for (std::size_t c = 0; c < digits; ++c)
        index = index * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(values[c]);
    return index;
}

void index_digits(std::uint64_t index, std::size_t digits, int base, std::vector<int>& values) {
    for (std::size_t c = digits; c-- > 0;) {
        values[c] = static_cast<int>(index % static_cast<std::uint64_t>(base));
        index /= static_cast<std::uint64_t>(base);
    }
}

int colour(int cols, int cell) { return (cell / cols + cell % cols) & 1; }

bool distinct(std::vector<int> labels) {
    std::sort(labels.begin(), labels.end());
    return std::adjacent_find(labels.begin(), labels.end()) == labels.end();
}

}  // namespace

std::uint64_t OrientedDistanceTable::state_count(const RotateBoard& board) {
    const std::uint64_t labels = arrangement_count(board.target);
    const int n = board.cell_count();
    const bool high_bits = board.block % 2 == 0 && distinct(board.target);
    const int bits = high_bits ? n : 2 * (n - (board.block % 2 == 0 ? 1 : 0));
    if (bits >= 64 || labels > (std::numeric_limits<std::uint64_t>::max() >> bits))
        return std::numeric_limits<std::uint64_t>::max();
    return labels << bits;
}

OrientedDistanceTable::OrientedDistanceTable(const RotateBoard& board, const std::function<void(const std::string&)>& progress,
                                             int threads, const StopCheck& stop)
    : shape_(board), labels_(board.target) {
    const int n = board.cell_count();
    shape_.grid = shape_.target;
    shape_.turned.assign(static_cast<std::size_t>(n), 0);
    high_bits_ = board.block % 2 == 0 && distinct(board.target);
    implied_last_ = !high_bits_ && board.block % 2 == 0;
    // Turned one way only, a neighbour coded one nearer could be two
    // further, unless something changes with every move: an odd block
    // turns its k^2 tiles a quarter each (k^2 = 1 mod 4, so the quarters
    // all told count the moves mod 4), and a k = 2 mod 4 block's quarter
    // turn is an odd permutation, the parity of distinct labels.
    exact_codes_ = board.turns != RotateTurns::cw || board.block % 2 == 1 || (board.block % 4 == 2 && distinct(board.target));
    const std::uint64_t count = state_count(board);
    if (count > max_states) throw std::invalid_argument(fmt::format("the orientable table holds at most {} states", max_states));
    turn_patterns_ = count / labels_.count();
    if (high_bits_) {
        least_label_ = *std::min_element(board.target.begin(), board.target.end());
        home_colour_.assign(
            static_cast<std::size_t>(*std::max_element(board.target.begin(), board.target.end()) - least_label_ + 1), 0);
        for (int c = 0; c < n; ++c) at(home_colour_, at(board.target, c) - least_label_) = colour(board.cols, c);
    }
    // Each move's map of turn indices (the labels do not matter to it).
    const auto make_step = [&](const RotateMove& move) {
        Step step{move, std::vector<std::uint32_t>(turn_patterns_),
                  rotate_move_sources(board.rows, board.cols, board.block, move)};
        std::vector<int> values(static_cast<std::size_t>(n));
        RotateBoard scratch = shape_;
        for (std::uint64_t t = 0; t < turn_patterns_; ++t) {
            if (high_bits_) {  // the bits travel with their tiles
                index_digits(t, values.size(), 2, values);
                apply_rotate_move(shape_, move, values);
                step.turn_map[t] = static_cast<std::uint32_t>(digits_index(values, values.size(), 2));
                continue;
            }
            const std::size_t digits = static_cast<std::size_t>(n) - (implied_last_ ? 1 : 0);
            index_digits(t, digits, 4, scratch.turned);
            if (implied_last_)
                scratch.turned.back() = (4 - std::accumulate(scratch.turned.begin(), scratch.turned.end() - 1, 0) % 4) % 4;
            turn_rotate_board(scratch, move);
            step.turn_map[t] = static_cast<std::uint32_t>(digits_index(scratch.turned, digits, 4));
        }
        return step;
    };
    for (const RotateMove& move : rotate_moves(board)) {
        forward_.push_back(make_step(move));
        backward_.push_back(make_step(inverse(move)));
    }
    codes_ = std::make_unique<LargeArray<std::uint8_t>>((count + 3) / 4, std::uint8_t{0xFF},
                                                        fmt::format("the orientable distance table ({} states)", count));
    LargeArray<std::uint8_t>& codes = *codes_;
    const auto set_code = [&](std::uint64_t i, int value) {  // from unseen; true when it was
        const auto shift = static_cast<unsigned>(2 * (i & 3));
        const auto keep = static_cast<std::uint8_t>(~(3U << shift) | (static_cast<unsigned>(value) << shift));
        std::atomic_ref<std::uint8_t> byte(codes[i >> 2]);
        std::uint8_t before = byte.load(std::memory_order_relaxed);
        do
            if ((before >> shift & 3) != unseen) return false;
        while (!byte.compare_exchange_weak(before, static_cast<std::uint8_t>(before & keep), std::memory_order_relaxed));
        return true;
    };
    set_code(index(shape_), 0);
    layers_.push_back(1);
    std::uint64_t unseen_left = count - 1;
    tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
    for (int d = 0;; ++d) {
        const int here = d % 3, next = (d + 1) % 3;
        const bool push = layers_.back() * forward_.size() < unseen_left;
        const std::vector<Step>& steps = push ? backward_ : forward_;
        std::atomic<std::uint64_t> found{0};
        std::atomic<bool> stopped{false};
        std::mutex least_mutex;
        std::vector<std::uint64_t> least;  // the layer's least indices (the antipodes, at the last)
        arena.execute([&] {
            tbb::parallel_for(tbb::blocked_range<std::uint64_t>(0, labels_.count(), 1),
                              [&](const tbb::blocked_range<std::uint64_t>& range) {
                                  std::vector<std::uint64_t> bases(steps.size());
                                  std::vector<std::uint32_t> flipped(steps.size());
                                  std::vector<int> labels, moved;
                                  std::vector<std::uint64_t> my_least;
                                  std::uint64_t mine = 0;
                                  const auto claimed = [&](std::uint64_t index) {  // kept if among this task's least
                                      ++mine;
                                      my_least.insert(std::upper_bound(my_least.begin(), my_least.end(), index), index);
                                      if (my_least.size() > antipode_examples) my_least.pop_back();
                                  };
                                  for (std::uint64_t rank = range.begin(); rank != range.end() && !stopped; ++rank) {
                                      if (stop.stop()) {
                                          stopped = true;
                                          break;
                                      }
                                      const std::uint64_t base = rank * turn_patterns_;
                                      bool ranked = false;
                                      for (std::uint64_t t = 0; t < turn_patterns_; ++t) {
                                          const int c = load(codes[(base + t) >> 2]) >> (2 * ((base + t) & 3)) & 3;
                                          if (push ? c != here : c != unseen) continue;
                                          if (!ranked) {  // where each step takes this rank's labels
                                              labels_.unrank(rank, labels);
                                              for (std::size_t m = 0; m < steps.size(); ++m) {
                                                  moved = labels;
                                                  apply_rotate_move(shape_, steps[m].move, moved);
                                                  bases[m] = labels_.rank(moved) * turn_patterns_;
                                                  flipped[m] = flips(steps[m], labels);
                                              }
                                              ranked = true;
                                          }
                                          for (std::size_t m = 0; m < steps.size(); ++m) {
                                              const std::uint64_t to = bases[m] + (steps[m].turn_map[t] ^ flipped[m]);
                                              if (push) {
                                                  if (set_code(to, next)) claimed(to);
                                                  continue;
                                              }
                                              if ((load(codes[to >> 2]) >> (2 * (to & 3)) & 3) != here) continue;
                                              set_code(base + t, next);
                                              claimed(base + t);
                                              break;
                                          }
                                      }
                                  }
                                  found += mine;
                                  const std::lock_guard lock(least_mutex);
                                  least.insert(least.end(), my_least.begin(), my_least.end());
                              });
        });
        if (stopped) throw SearchStopped(stop.outcome(), "stopped while the orientable distance table was built");
        if (found == 0) break;
        layers_.push_back(found);
        std::sort(least.begin(), least.end());
        least.resize(std::min(least.size(), antipode_examples));
        last_layer_ = std::move(least);
        unseen_left -= found;
        if (progress)
            progress(
                fmt::format("distance {}: {} states ({}), {} unseen", d + 1, found.load(), push ? "push" : "pull", unseen_left));
    }
}

int OrientedDistanceTable::off_colour(const std::vector<int>& labels, int c) const {
    return colour(shape_.cols, c) ^ at(home_colour_, at(labels, c) - least_label_);
}

std::uint32_t OrientedDistanceTable::flips(const Step& step, const std::vector<int>& labels) const {
    if (!high_bits_) return 0;
    // A tile of turn 2v + l (l: off its home's colour) turned q quarters
    // clockwise lands with high bit v ^ l (q = 1), v ^ 1 (q = 2), v ^ !l (q = 3).
    const int n = shape_.cell_count();
    std::uint32_t mask = 0;
    for (int c : rotate_block_cells(shape_.cols, shape_.block, step.move.block)) {
        const int l = off_colour(labels, at(step.from, c));
        const int flip = step.move.quarters == 1 ? l : step.move.quarters == 2 ? 1 : 1 - l;
        mask |= static_cast<std::uint32_t>(flip) << (n - 1 - c);
    }
    return mask;
}

std::uint64_t OrientedDistanceTable::index(const RotateBoard& position) const {
    const int n = shape_.cell_count();
    if (high_bits_) {
        std::vector<int> high(static_cast<std::size_t>(n));
        for (int c = 0; c < n; ++c) {
            const int turned = at(position.turned, c), l = off_colour(position.grid, c);
            if ((turned & 1) != l) return states();  // a turn no move sequence gives this tile here
            at(high, c) = turned >> 1;
        }
        return labels_.rank(position.grid) * turn_patterns_ + digits_index(high, high.size(), 2);
    }
    if (implied_last_ && std::accumulate(position.turned.begin(), position.turned.end(), 0) % 4 != 0) return states();
    return labels_.rank(position.grid) * turn_patterns_ +
           digits_index(position.turned, position.turned.size() - (implied_last_ ? 1 : 0), 4);
}

void OrientedDistanceTable::decode(std::uint64_t index, RotateBoard& position) const {
    const std::size_t n = shape_.turned.size();
    position.turned.resize(n);
    labels_.unrank(index / turn_patterns_, position.grid);
    if (high_bits_) {
        index_digits(index % turn_patterns_, n, 2, position.turned);
        for (std::size_t c = 0; c < n; ++c)
            position.turned[c] = 2 * position.turned[c] + off_colour(position.grid, static_cast<int>(c));
        return;
    }
    index_digits(index % turn_patterns_, n - (implied_last_ ? 1 : 0), 4, position.turned);
    if (implied_last_)
        position.turned.back() = (4 - std::accumulate(position.turned.begin(), position.turned.end() - 1, 0) % 4) % 4;
}

int OrientedDistanceTable::code_at(std::uint64_t index) const {
    return index >= states() ? unseen : (*codes_)[index >> 2] >> (2 * (index & 3)) & 3;
}

int OrientedDistanceTable::code(const RotateBoard& position) const { return code_at(index(position)); }

std::uint64_t OrientedDistanceTable::after(std::uint64_t index, const Step& step, RotateBoard& scratch) const {
    labels_.unrank(index / turn_patterns_, scratch.grid);
    const std::uint32_t flipped = flips(step, scratch.grid);
    apply_rotate_move(shape_, step.move, scratch.grid);
    return labels_.rank(scratch.grid) * turn_patterns_ + (step.turn_map[index % turn_patterns_] ^ flipped);
}

std::vector<RotateMove> OrientedDistanceTable::first_path(const RotateBoard& position) const {
    if (!exact_codes_)
        throw std::logic_error(
            "OrientedDistanceTable: with clockwise turns only, repeated labels and even blocks its codes cannot tell a "
            "nearer neighbour; solve by IDA*");
    std::vector<RotateMove> path;
    RotateBoard scratch = shape_;
    std::uint64_t at = index(position);
    const std::uint64_t target = index(shape_);
    while (at != target) {
        const int want = (code_at(at) + 2) % 3;
        const std::size_t before = path.size();
        for (const Step& step : forward_) {
            const std::uint64_t next = after(at, step, scratch);
            if (code_at(next) != want) continue;
            path.push_back(step.move);
            at = next;
            break;
        }
        if (path.size() == before || path.size() >= layers_.size())
            throw std::logic_error("OrientedDistanceTable: the codes do not lead this position down to the target");
    }
    return path;
}

std::optional<int> OrientedDistanceTable::distance(const RotateBoard& position) const {
    if (code(position) == unseen) return std::nullopt;
    return static_cast<int>(first_path(position).size());
}

std::uint64_t OrientedDistanceTable::reachable() const {
    return std::accumulate(layers_.begin(), layers_.end(), std::uint64_t{0});
}

std::vector<RotateBoard> OrientedDistanceTable::antipodes() const {
    std::vector<RotateBoard> found;
    for (const std::uint64_t i : last_layer_) {
        RotateBoard position = shape_;
        decode(i, position);
        found.push_back(std::move(position));
    }
    return found;
}

}  // namespace puzzlebox
