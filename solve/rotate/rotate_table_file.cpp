// A distance table kept on disk between runs (see rotate_table.hpp): a text
// header naming the space, its layers and antipodes, the codes' length and
// a checksum, then the codes as bytes. A 3x4 table (114 MiB) loads in a
// fraction of a second where it takes 15-20 s to build.
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <istream>
#include <sstream>

#include <ext/stdio_filebuf.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "solve/large_array.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/rotate_index.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "solve/rotate/rotate_table.hpp"
#include "support/digest.hpp"
#include "support/index.hpp"
#include "support/output_file.hpp"
#include "support/random.hpp"
#include "support/regular_file.hpp"

namespace puzzlebox {

namespace {

// The form of the file: a change to it, or to how moves are made, makes old files foreign.
constexpr int table_file_version = 1;

// Everything the codes depend on: the shape, the turn set, the target and
// the moves' cell maps.
std::string space_lines(const RotateBoard& shape) {
    Digest moves;
    for (const RotateMove move : rotate_moves(shape))
        for (int source : rotate_move_sources(shape.rows, shape.cols, shape.block, move)) moves.add(std::to_string(source));
    std::string text = fmt::format("puzzlebox rotate distance table {}\nsize {}x{} block {} turns {}\nmoves {}\ntarget",
                                   table_file_version, shape.rows, shape.cols, shape.block, to_string(shape.turns), moves.hex());
    for (int label : shape.target) text += fmt::format(" {}", label);
    return text + '\n';
}

// The checksum: over the header and then every code byte.
std::string checksum(const std::string& header, const LargeArray<std::uint8_t>& codes) {
    Digest digest;
    digest.add(header);
    for (std::size_t at = 0; at < codes.size(); at += std::size_t{1} << 24) {
        const std::size_t part = std::min<std::size_t>(codes.size() - at, std::size_t{1} << 24);
        digest.add(std::string_view(reinterpret_cast<const char*>(&codes[at]), part));
    }
    return digest.hex();
}

}  // namespace

std::string RotateDistanceTable::file_name(const RotateBoard& board) {
    Digest target;
    for (int label : board.target) target.add(std::to_string(label));
    return fmt::format("rotate-{}x{}-block{}-{}-target-{}.table", board.rows, board.cols, board.block, to_string(board.turns),
                       target.hex().substr(0, 12));
}

std::string RotateDistanceTable::header() const {
    std::string text = space_lines(shape_) + "layers";
    for (std::uint64_t layer : layers_) text += fmt::format(" {}", layer);
    text += "\nantipodes";
    for (std::uint64_t index : last_layer_) text += fmt::format(" {}", index);
    return text + fmt::format("\nbytes {}\n", code_bytes().size());
}

void RotateDistanceTable::save(const std::filesystem::path& file) const {
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    if (error) throw WriteError(fmt::format("cannot create {}: {}", file.parent_path().string(), error.message()));
    const std::string head = header();
    OutputFile out(file.string(), OutputTarget::regular_file);
    out.write(head + "checksum " + checksum(head, code_bytes()) + '\n');
    const auto& codes = code_bytes();
    for (std::size_t at = 0; at < codes.size(); at += std::size_t{1} << 24) {
        const std::size_t part = std::min<std::size_t>(codes.size() - at, std::size_t{1} << 24);
        out.write(std::string_view(reinterpret_cast<const char*>(&codes[at]), part));
    }
    out.commit();
}

std::unique_ptr<RotateDistanceTable> RotateDistanceTable::load(const std::filesystem::path& file, const RotateBoard& board,
                                                               std::string& problem) {
    problem.clear();
    const auto refuse = [&](const std::string& why) -> std::unique_ptr<RotateDistanceTable> {
        problem = why;
        return nullptr;
    };
    const auto reader = RegularFileReader::open(file, problem);
    if (!reader) return nullptr;
    std::istream& in = reader->stream();
    std::unique_ptr<RotateDistanceTable> table(new RotateDistanceTable(board, Unbuilt{}));
    const std::string expected = space_lines(table->shape_);
    std::string text(expected.size(), '\0');
    if (!in.read(text.data(), static_cast<std::streamsize>(text.size())) || text != expected)
        return refuse("its header is not this version's for this size, block, turn set and target");
    // The antipodes line holds up to 65,536 numbers; no line is longer than that.
    const auto line = [&](std::string& into) {
        into.clear();
        for (int ch; (ch = in.get()) != EOF && ch != '\n';)
            if (into.size() < (std::size_t{1} << 21)) into += static_cast<char>(ch);
            else return false;
        return static_cast<bool>(in);
    };
    std::string layer_line, antipode_line, bytes_line, sum_line;
    if (!line(layer_line) || layer_line.rfind("layers", 0) != 0) return refuse("no 'layers' line");
    if (!line(antipode_line) || antipode_line.rfind("antipodes", 0) != 0) return refuse("no 'antipodes' line");
    if (!line(bytes_line) || !line(sum_line)) return refuse("no 'bytes' and 'checksum' lines");
    std::istringstream layers(layer_line.substr(6));
    for (std::uint64_t layer = 0; layers >> layer;) table->layers_.push_back(layer);
    std::istringstream antipodes(antipode_line.substr(9));
    for (std::uint64_t index = 0; antipodes >> index;) table->last_layer_.push_back(index);
    const std::uint64_t states = table->states();
    if (table->layers_.empty() || table->layers_.front() != 1 || table->reachable() > states) return refuse("bad layer counts");
    for (std::uint64_t index : table->last_layer_)
        if (index >= states) return refuse("an antipode beyond the arrangements");
    const std::string head = table->header();
    if (head != text + layer_line + '\n' + antipode_line + '\n' + bytes_line + '\n')
        return refuse("its 'layers', 'antipodes' or 'bytes' line is not in the form save() writes");
    auto& codes = table->code_bytes();
    for (std::size_t at = 0; at < codes.size(); at += std::size_t{1} << 24) {
        const std::size_t part = std::min<std::size_t>(codes.size() - at, std::size_t{1} << 24);
        if (!in.read(reinterpret_cast<char*>(&codes[at]), static_cast<std::streamsize>(part)))
            return refuse(
                fmt::format("it is truncated ({} of {} code bytes)", at + static_cast<std::size_t>(in.gcount()), codes.size()));
    }
    if (in.peek() != EOF) return refuse("it has bytes after the codes");
    if (sum_line != "checksum " + checksum(head, codes))
        return refuse("its checksum does not match (the file was altered or damaged)");
    // The codes, counted by distance mod 3, are the layers' sums (and 3 the rest).
    std::array<std::uint64_t, 4> counted{}, expected_counts{};
    for (std::uint64_t state = 0; state < states; ++state) ++at(counted, (codes[state >> 2] >> ((state & 3) * 2)) & 3);
    for (std::size_t d = 0; d < table->layers_.size(); ++d) at(expected_counts, d % 3) += table->layers_[d];
    expected_counts[3] = states - table->reachable();
    if (counted != expected_counts) return refuse("its codes do not add up to its layers");
    // From sampled states the codes must lead down to the target, each step one nearer.
    const RotateDescent descent(table->shape_, *table);
    const ArrangementRanker ranker(table->target_);
    Random random(table_file_version);
    std::vector<int> arrangement;
    for (int sample = 0; sample < 256; ++sample) {
        ranker.unrank(random.below64(ranker.count()), arrangement);
        const int code = table->code(arrangement);
        if (code == 3) continue;
        const auto distance = descent.distance(arrangement);
        if (!distance || *distance % 3 != code || *distance >= static_cast<int>(table->layers_.size()))
            return refuse("its codes are not this puzzle's (a sampled arrangement does not lead down to the target)");
    }
    return table;
}

std::unique_ptr<RotateDistanceTable> cached_rotate_table(const RotateBoard& board, const std::string& cache,
                                                         const std::function<void(const std::string&)>& progress,
                                                         const std::function<void(const std::string&)>& say,
                                                         const StopCheck& stop) {
    const auto tell = [&](const std::string& line) {
        if (say) say(line);
    };
    if (cache.empty() || arrangement_count(board.target) < rotate_table_cache_min_states)
        return std::make_unique<RotateDistanceTable>(board, progress, 0, stop);
    const std::filesystem::path file = std::filesystem::path(cache) / RotateDistanceTable::file_name(board);
    std::string problem;
    if (auto cached = RotateDistanceTable::load(file, board, problem)) {
        tell(fmt::format("distance table loaded from {}", file.string()));
        return cached;
    }
    if (!problem.empty())
        tell(fmt::format("warning: the cached distance table {} is not used: {}; building it again", file.string(), problem));
    tell(fmt::format("building the distance table of {}x{} with {}x{} blocks ({} arrangements); it is kept in {}", board.rows,
                     board.cols, board.block, board.block, arrangement_count(board.target), file.string()));
    auto built = std::make_unique<RotateDistanceTable>(board, progress, 0, stop);
    try {
        built->save(file);
    } catch (const std::exception& error) {  // a cache that cannot be written only costs time
        tell(fmt::format("warning: distance table not cached: {}", error.what()));
    }
    return built;
}

}  // namespace puzzlebox
