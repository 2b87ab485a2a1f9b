// Pattern databases for rotation puzzles (see rotate_pattern_db.hpp).
#include "solve/rotate/rotate_pattern_db.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <istream>
#include <limits>
#include <map>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "support/index.hpp"
#include "support/output_file.hpp"
#include "support/progress.hpp"
#include "support/regular_file.hpp"

namespace puzzlebox {

namespace {

constexpr std::uint8_t unseen = RotatePatternDatabase::unreached;
constexpr std::uint64_t max_table_bytes = std::uint64_t{4} << 30;

using Destinations = std::array<std::uint8_t, RotatePatternDatabase::max_cells>;

// Where each move sends the tile on each cell; `inverse` turns every move back.
std::vector<Destinations> move_destinations(const RotateBoard& shape, bool inverse) {
    std::vector<Destinations> all;
    for (RotateMove move : rotate_moves(shape)) {
        if (inverse) move = puzzlebox::inverse(move);
        const std::vector<int> to = rotate_move_destinations(shape.rows, shape.cols, shape.block, move);
        Destinations bytes{};
        std::copy(to.begin(), to.end(), bytes.begin());
        all.push_back(bytes);
    }
    return all;
}

// The runs as kept: empty when every tile is told apart (all runs of one).
std::vector<int> kept_runs(std::vector<int> runs, std::size_t homes) {
    std::size_t total = 0;
    for (int run : runs) {
        if (run < 1) throw std::invalid_argument("a run of alike tiles holds at least one tile");
        total += static_cast<std::size_t>(run);
    }
    if (!runs.empty() && total != homes)
        throw std::invalid_argument(fmt::format("runs of alike tiles of {} tiles in all, for {} homes", total, homes));
    if (std::all_of(runs.begin(), runs.end(), [](int run) { return run == 1; })) runs.clear();
    return runs;
}

std::uint64_t checked_size(const RotateBoard& shape, const std::vector<int>& homes, const std::vector<int>& runs) {
    const int cells = shape.cell_count();
    if (cells > RotatePatternDatabase::max_cells)
        throw std::invalid_argument(
            fmt::format("pattern databases hold boards up to {} cells", RotatePatternDatabase::max_cells));
    if (homes.empty() || static_cast<int>(homes.size()) > cells)
        throw std::invalid_argument("a pattern tracks 1 to all of the board's cells");
    std::uint64_t seen = 0;
    for (int home : homes) {
        if (home < 0 || home >= cells || (seen >> home & 1) != 0)
            throw std::invalid_argument("a pattern's home cells must be distinct cells of the board");
        seen |= std::uint64_t{1} << home;
    }
    const std::uint64_t size = runs.empty() ? RotatePatternDatabase::state_count(cells, static_cast<int>(homes.size()))
                                            : RotatePatternDatabase::state_count(cells, runs);
    if (size > max_table_bytes)
        throw std::invalid_argument(
            fmt::format("a pattern of {} tiles on {} cells has more than {} states", homes.size(), cells, max_table_bytes));
    return size;
}

std::string table_name(const RotateBoard& shape, std::size_t tiles, const std::vector<int>& runs) {
    return fmt::format("a pattern database of {} tiles on {}x{} ({} states, a byte each)", tiles, shape.rows, shape.cols,
                       runs.empty() ? RotatePatternDatabase::state_count(shape.cell_count(), static_cast<int>(tiles))
                                    : RotatePatternDatabase::state_count(shape.cell_count(), runs));
}

// The homes as the header and the file name write them: runs of alike
// tiles joined by `join` (every tile apart: the homes one by one).
std::string homes_text(const std::vector<int>& homes, const std::vector<int>& runs, char separator, char join) {
    std::string text;
    std::size_t i = 0;
    for (std::size_t r = 0; i < homes.size(); ++r) {
        const std::size_t run = runs.empty() ? 1 : static_cast<std::size_t>(runs[r]);
        text += separator;
        for (std::size_t j = 0; j < run; ++j, ++i) text += fmt::format("{}{}", j == 0 ? "" : std::string(1, join), homes[i]);
    }
    return text;
}

}  // namespace

std::uint64_t RotatePatternDatabase::state_count(int cells, int tracked) {
    std::uint64_t count = 1;
    for (int i = 0; i < tracked; ++i) {
        const auto factor = static_cast<std::uint64_t>(cells - i);
        if (count > std::numeric_limits<std::uint64_t>::max() / factor) return std::numeric_limits<std::uint64_t>::max();
        count *= factor;
    }
    return count;
}

std::uint64_t RotatePatternDatabase::state_count(int cells, const std::vector<int>& runs) {
    std::uint64_t count = 1;
    for (int run : runs) {
        if (run > cells) return 0;
        const std::uint64_t factor = binomial(cells, run);
        if (count > std::numeric_limits<std::uint64_t>::max() / factor) return std::numeric_limits<std::uint64_t>::max();
        count *= factor;
        cells -= run;
    }
    return count;
}

void RotatePatternDatabase::unrank(std::uint64_t rank, std::uint8_t* cells) const {
    if (!runs_.empty()) {
        alike_tiles_unrank(rank, cells, runs_.data(), static_cast<int>(runs_.size()), cells_);
        return;
    }
    std::array<std::uint64_t, max_cells> digit{};
    for (int i = tracked_ - 1; i >= 0; --i) {
        const auto radix = static_cast<std::uint64_t>(cells_ - i);
        at(digit, i) = rank % radix;
        rank /= radix;
    }
    std::uint64_t used = 0;
    for (int i = 0; i < tracked_; ++i) {
        // The digit-th cell not taken by an earlier tile.
        std::uint64_t skip = at(digit, i);
        int cell = 0;
        for (;; ++cell) {
            if ((used >> cell & 1) != 0) continue;
            if (skip == 0) break;
            --skip;
        }
        cells[i] = static_cast<std::uint8_t>(cell);
        used |= std::uint64_t{1} << cell;
    }
}

RotatePatternDatabase::RotatePatternDatabase(const RotateBoard& shape, std::vector<int> homes, std::vector<int> runs, Empty)
    : cells_(shape.cell_count()),
      tracked_(static_cast<int>(homes.size())),
      homes_(std::move(homes)),
      runs_(kept_runs(std::move(runs), homes_.size())),
      table_(checked_size(shape, homes_, runs_), unseen, table_name(shape, homes_.size(), runs_)),
      saved_header_(header(shape, homes_, runs_)) {}

std::string RotatePatternDatabase::header(const RotateBoard& shape, const std::vector<int>& homes, const std::vector<int>& runs) {
    // Everything the table depends on: the format, the shape, the turn set,
    // a digest of the moves' cell maps (a change in how moves are made
    // makes old files foreign), and the tracked tiles' home cells (a run
    // of alike tiles' homes joined by commas).
    std::uint64_t moves = 0x243F6A8885A308D3ULL;
    for (const Destinations& to : move_destinations(shape, false))
        for (int c = 0; c < shape.cell_count(); ++c) moves = std::rotl((moves ^ at(to, c)) * 0xBF58476D1CE4E5B9ULL, 29);
    return fmt::format("puzzlebox rotate pattern database 3\nsize {}x{} block {} turns {}\nmoves {:016x}\nhomes{}\n", shape.rows,
                       shape.cols, shape.block, to_string(shape.turns), moves, homes_text(homes, runs, ' ', ','));
}

std::string RotatePatternDatabase::file_name(const RotateBoard& shape, const std::vector<int>& homes,
                                             const std::vector<int>& runs) {
    return fmt::format("rotate-{}x{}-block{}-{}-homes{}.pdb", shape.rows, shape.cols, shape.block, to_string(shape.turns),
                       homes_text(homes, kept_runs(runs, homes.size()), '-', '+'));
}

std::string RotatePatternDatabase::summary() const {
    std::string text = saved_header_ + "layers";
    for (std::uint64_t layer : layers_) text += fmt::format(" {}", layer);
    return text + fmt::format("\nbytes {}\n", table_.size());
}

std::uint64_t RotatePatternDatabase::checksum() const {
    // Over the summary (format, shape, turns, moves, homes, layers, length)
    // and then the table, eight bytes at a time, multiply and rotate: a
    // changed, lost or moved byte anywhere changes it. Not a defence against
    // forgery, only against damage and edits: load() also spot-checks the
    // table against the moves.
    std::uint64_t hash = 0x9E3779B97F4A7C15ULL;
    for (const char ch : summary()) hash = std::rotl((hash ^ static_cast<unsigned char>(ch)) * 0x94D049BB133111EBULL, 29);
    const std::uint64_t size = table_.size();
    std::uint64_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, &table_[i], 8);
        hash = std::rotl((hash ^ word) * 0xBF58476D1CE4E5B9ULL, 29);
    }
    for (; i < size; ++i) hash = std::rotl((hash ^ table_[i]) * 0x94D049BB133111EBULL, 29);
    return hash;
}

std::string RotatePatternDatabase::spot_check(const RotateBoard& shape, std::uint64_t samples) const {
    // The moves' distances to home are the only table in which the home
    // state is 0 and every other state is 1 + the least of its neighbours'
    // (by induction on the distance): no neighbour more than one closer,
    // one exactly one closer. (Neighbours may be much farther: with turns one
    // way, a move's undoing takes three.) Checked at the home state and at
    // `samples` states spread over the table: a table built for another turn
    // set, shape or pattern fails at almost every state.
    const std::vector<Destinations> forward = move_destinations(shape, false);
    std::array<std::uint8_t, max_cells> cells{}, moved{};
    for (int i = 0; i < tracked_; ++i) at(cells, i) = static_cast<std::uint8_t>(at(homes_, i));
    if (table_[rank(cells.data())] != 0) return "the pattern at home is not at distance 0";
    const std::uint64_t size = table_.size();
    const std::uint64_t step = std::max<std::uint64_t>(1, size / std::max<std::uint64_t>(samples, 1));
    for (std::uint64_t r = (size / 2) % step; r < size; r += step) {
        const int here = table_[r];
        if (here == unseen) continue;
        unrank(r, cells.data());
        bool closer = here == 0;
        for (const Destinations& to : forward) {
            for (int i = 0; i < tracked_; ++i) at(moved, i) = to[at(cells, i)];
            const int there = table_[rank(moved.data())];
            if (there == unseen || there + 1 < here)
                return fmt::format("state {} at distance {} has a neighbour at {}", r, here, there == unseen ? -1 : there);
            closer = closer || there + 1 == here;
        }
        if (!closer) return fmt::format("state {} at distance {} has no neighbour closer to home", r, here);
        if (here == 0 && r != rank(cells.data())) return "two states at distance 0";
    }
    return "";
}

void RotatePatternDatabase::save(const std::filesystem::path& file) const {
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    if (error) throw WriteError(fmt::format("cannot create {}: {}", file.parent_path().string(), error.message()));
    // Only ever a regular file: a link, FIFO or device at the name is
    // replaced (the rename replaces the link itself), never written through.
    OutputFile out(file.string(), OutputTarget::regular_file);
    out.write(summary() + fmt::format("checksum {:016x}\n", checksum()));
    for (std::uint64_t at = 0; at < table_.size(); at += std::uint64_t{1} << 24) {
        const std::uint64_t part = std::min<std::uint64_t>(table_.size() - at, std::uint64_t{1} << 24);
        out.write(std::string_view(reinterpret_cast<const char*>(&table_[at]), part));
    }
    out.commit();
}

std::unique_ptr<RotatePatternDatabase> RotatePatternDatabase::load(const std::filesystem::path& file, const RotateBoard& shape,
                                                                   const std::vector<int>& homes, std::string& problem,
                                                                   const std::vector<int>& runs) {
    problem.clear();
    const auto refuse = [&](const std::string& why) -> std::unique_ptr<RotatePatternDatabase> {
        problem = why;
        return nullptr;
    };
    const auto reader = RegularFileReader::open(file, problem);
    if (!reader) return nullptr;
    std::istream& in = reader->stream();
    const std::vector<int> alike = kept_runs(runs, homes.size());
    const std::string expected = header(shape, homes, alike);
    std::string text(expected.size(), '\0');
    if (!in.read(text.data(), static_cast<std::streamsize>(text.size())) || text != expected)
        return refuse("its header is not this version's for this shape, turn set and pattern");
    std::string layer_line, bytes_line, sum_line;
    const auto line = [&](std::string& into) {  // a short line: a damaged file is not read whole here
        into.clear();
        for (int ch; (ch = in.get()) != EOF && ch != '\n';)
            if (into.size() < 4096) into += static_cast<char>(ch);
            else return false;
        return static_cast<bool>(in);
    };
    if (!line(layer_line) || layer_line.rfind("layers", 0) != 0) return refuse("no 'layers' line");
    if (!line(bytes_line) || !line(sum_line)) return refuse("no 'bytes' and 'checksum' lines");
    std::unique_ptr<RotatePatternDatabase> database(new RotatePatternDatabase(shape, homes, alike, Empty{}));
    std::uint64_t bytes = 0, sum = 0;
    if (std::sscanf(bytes_line.c_str(), "bytes %" SCNu64, &bytes) != 1 ||
        std::sscanf(sum_line.c_str(), "checksum %" SCNx64, &sum) != 1)
        return refuse("a bad 'bytes' or 'checksum' line");
    if (bytes != database->table_.size())
        return refuse(fmt::format("it says {} bytes, the pattern has {} states", bytes, database->table_.size()));
    std::istringstream layers(layer_line.substr(6));
    for (std::uint64_t layer = 0; layers >> layer;) database->layers_.push_back(layer);
    if (database->layers_.empty() || database->layers_.size() >= unseen) return refuse("bad layer counts");
    if (database->summary() != text + layer_line + '\n' + bytes_line + '\n')
        return refuse("its 'layers' or 'bytes' line is not in the form save() writes");
    auto& table = database->table_;
    for (std::uint64_t at = 0; at < table.size(); at += std::uint64_t{1} << 24) {
        const std::uint64_t part = std::min<std::uint64_t>(table.size() - at, std::uint64_t{1} << 24);
        if (!in.read(reinterpret_cast<char*>(&table[at]), static_cast<std::streamsize>(part)))
            return refuse(fmt::format("it is truncated ({} of {} table bytes)", at + static_cast<std::uint64_t>(in.gcount()),
                                      table.size()));
    }
    if (in.peek() != EOF) return refuse("it has bytes after the table");
    if (database->checksum() != sum) return refuse("its checksum does not match (the file was altered or damaged)");
    std::vector<std::uint64_t> recount(database->layers_.size(), 0);
    for (std::uint64_t i = 0; i < table.size(); ++i) {
        if (table[i] == unseen) continue;
        if (table[i] >= recount.size()) return refuse("a distance beyond its layers");
        ++recount[table[i]];
    }
    if (recount != database->layers_) return refuse("its layer counts do not recount");
    if (const std::string wrong = database->spot_check(shape, 1 << 12); !wrong.empty())
        return refuse("its distances are not this puzzle's (" + wrong + ")");
    return database;
}

RotatePatternDatabase::RotatePatternDatabase(const RotateBoard& shape, std::vector<int> homes,
                                             const std::function<void(const std::string&)>& progress, const StopCheck& stop,
                                             std::vector<int> runs)
    : cells_(shape.cell_count()),
      tracked_(static_cast<int>(homes.size())),
      homes_(std::move(homes)),
      runs_(kept_runs(std::move(runs), homes_.size())),
      table_(checked_size(shape, homes_, runs_), unseen, table_name(shape, homes_.size(), runs_)),
      saved_header_(header(shape, homes_, runs_)) {
    const std::vector<Destinations> backward = move_destinations(shape, true);  // from distance d to d + 1
    const std::vector<Destinations> forward = move_destinations(shape, false);  // from d + 1 back to d
    std::array<std::uint8_t, max_cells> home{};
    for (int i = 0; i < tracked_; ++i) at(home, i) = static_cast<std::uint8_t>(at(homes_, i));
    table_[rank(home.data())] = 0;
    layers_.push_back(1);
    const std::uint64_t total = table_.size();
    std::uint64_t reached = 1;
    const auto started = std::chrono::steady_clock::now();
    for (int distance = 0; distance + 1 < unseen; ++distance) {
        const auto here = static_cast<std::uint8_t>(distance), next = static_cast<std::uint8_t>(distance + 1);
        // Expanding the frontier touches frontier x moves states; once fewer
        // states are left unreached, each of them looks for a neighbour here.
        const bool pull = total - reached < layers_.back();
        std::atomic<std::uint64_t> found{0};
        tbb::parallel_for(tbb::blocked_range<std::uint64_t>(0, total, 1 << 14),
                          [&](const tbb::blocked_range<std::uint64_t>& range) {
                              if (stop.stop()) return;  // the layer is abandoned: thrown below
                              std::array<std::uint8_t, max_cells> cells{}, moved{};
                              std::uint64_t claimed = 0;
                              for (std::uint64_t r = range.begin(); r != range.end(); ++r) {
                                  std::atomic_ref<std::uint8_t> entry(table_[r]);
                                  const std::uint8_t value = entry.load(std::memory_order_relaxed);
                                  if (value != (pull ? unseen : here)) continue;
                                  unrank(r, cells.data());
                                  for (const Destinations& to : pull ? forward : backward) {
                                      for (int i = 0; i < tracked_; ++i) at(moved, i) = to[at(cells, i)];
                                      std::atomic_ref<std::uint8_t> neighbour(table_[rank(moved.data())]);
                                      if (pull) {
                                          if (neighbour.load(std::memory_order_relaxed) != here) continue;
                                          entry.store(next, std::memory_order_relaxed);
                                          ++claimed;
                                          break;
                                      }
                                      std::uint8_t expected = unseen;
                                      if (neighbour.load(std::memory_order_relaxed) == unseen &&
                                          neighbour.compare_exchange_strong(expected, next, std::memory_order_relaxed))
                                          ++claimed;
                                  }
                              }
                              found.fetch_add(claimed, std::memory_order_relaxed);
                          });
        if (stop.stop())
            throw SearchStopped(stop.outcome(),
                                fmt::format("building a pattern database of {} tiles (at distance {})", tracked_, distance + 1));
        if (found == 0) break;
        layers_.push_back(found);
        reached += found;
        if (progress)
            progress(
                fmt::format("pattern of {} tiles, distance {}: {} states; {} in {:.1f} s", tracked_, distance + 1, found.load(),
                            progress_figures(reached, table_.size(), "states",
                                             std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()),
                            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()));
    }
}

std::vector<std::vector<int>> rotate_repeated_label_homes(const std::vector<int>& target) {
    std::map<int, std::vector<int>> homes_of;
    for (std::size_t c = 0; c < target.size(); ++c) homes_of[target[c]].push_back(static_cast<int>(c));
    std::vector<std::vector<int>> labels;
    for (const auto& [label, homes] : homes_of)
        if (homes.size() > 1) labels.push_back(homes);
    std::sort(labels.begin(), labels.end());
    return labels;
}

std::vector<RotateLabelPattern> rotate_label_patterns(const std::vector<int>& target, std::uint64_t max_states) {
    const std::vector<std::vector<int>> labels = rotate_repeated_label_homes(target);
    const auto cells = static_cast<int>(target.size());
    std::vector<RotateLabelPattern> patterns;
    for (std::size_t first = 0; first < labels.size();) {
        RotateLabelPattern pattern;
        std::size_t end = first;
        for (; end < labels.size(); ++end) {
            pattern.runs.push_back(static_cast<int>(labels[end].size()));
            if (RotatePatternDatabase::state_count(cells, pattern.runs) > max_states) {
                pattern.runs.pop_back();
                break;
            }
            pattern.homes.insert(pattern.homes.end(), labels[end].begin(), labels[end].end());
        }
        if (end == first) {  // too large for a database of its own
            ++first;
            continue;
        }
        patterns.push_back(std::move(pattern));
        first = end;
    }
    return patterns;
}

}  // namespace puzzlebox
