// Distance tables kept on disk (solve/rotate/rotate_table_file.cpp): a saved
// 3x3 table loads with every arrangement's code, layer and antipode the
// same as built; a flipped byte, a cut copy, another turn set's header, an
// edited code with its checksum made again, a link and a directory are each
// refused with the reason.
#include <filesystem>
#include <fstream>
#include <iterator>

#include <catch2/catch.hpp>
#include <unistd.h>

#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/rotate_table.hpp"
#include "support/digest.hpp"
#include "support/random.hpp"

using namespace puzzlebox;

namespace {

std::string read_bytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void write_bytes(const std::filesystem::path& file, const std::string& bytes) {
    std::filesystem::remove(file);
    std::ofstream(file, std::ios::binary) << bytes;
}

}  // namespace

TEST_CASE("a saved distance table loads as built, and a damaged one is refused", "[rotate][table]") {
    const RotateBoard cw = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    const RotateBoard both = solved_rotate_board(3, 3, 2, RotateTurns::both);
    const RotateDistanceTable built(cw);
    const auto dir = std::filesystem::temp_directory_path() / ("puzzlebox-table-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto file = dir / RotateDistanceTable::file_name(cw);
    CHECK(RotateDistanceTable::file_name(cw) != RotateDistanceTable::file_name(both));
    built.save(file);
    std::string problem;
    const auto loaded = RotateDistanceTable::load(file, cw, problem);
    REQUIRE(loaded);
    CHECK(problem.empty());
    CHECK(loaded->layers() == built.layers());
    CHECK(loaded->antipodes(10) == built.antipodes(10));
    const ArrangementRanker ranker(cw.target);
    std::vector<int> arrangement;
    bool same = true;
    for (std::uint64_t rank = 0; rank < ranker.count(); ++rank) {
        ranker.unrank(rank, arrangement);
        same = same && loaded->code(arrangement) == built.code(arrangement);
    }
    CHECK(same);

    const std::string bytes = read_bytes(file);
    const std::size_t codes_at = bytes.find('\n', bytes.find("\nchecksum ") + 1) + 1;
    const auto refused = [&](const std::string& damaged, const RotateBoard& board, const std::string& why) {
        write_bytes(file, damaged);
        INFO(why);
        CHECK_FALSE(RotateDistanceTable::load(file, board, problem));
        CHECK(problem.find(why) != std::string::npos);
    };
    std::string flipped = bytes;
    flipped[codes_at + 1000] = static_cast<char>(flipped[codes_at + 1000] ^ 4);
    refused(flipped, cw, "checksum");
    refused(bytes.substr(0, bytes.size() - 10), cw, "truncated");
    refused(bytes, both, "header");
    // A code edited and the checksum made again: the codes no longer add up to the layers.
    std::string forged = bytes.substr(0, codes_at);
    std::string codes = bytes.substr(codes_at);
    codes[500] = static_cast<char>(codes[500] ^ 1);
    const std::size_t sum_at = forged.find("checksum ");
    Digest digest;
    digest.add(forged.substr(0, sum_at));
    for (std::size_t at = 0; at < codes.size(); at += std::size_t{1} << 24) digest.add(codes.substr(at, std::size_t{1} << 24));
    forged = forged.substr(0, sum_at) + "checksum " + digest.hex() + "\n" + codes;
    refused(forged, cw, "do not add up");
    // The code bytes shuffled and the checksum made again: every count adds
    // up, but the codes lead nowhere (the walk must stop, not loop or overrun).
    codes = bytes.substr(codes_at);
    Random shuffle(9);
    shuffle.shuffle(codes.begin(), codes.end());
    Digest shuffled;
    shuffled.add(forged.substr(0, sum_at));
    for (std::size_t at = 0; at < codes.size(); at += std::size_t{1} << 24) shuffled.add(codes.substr(at, std::size_t{1} << 24));
    refused(forged.substr(0, sum_at) + "checksum " + shuffled.hex() + "\n" + codes, cw, "not this puzzle's");
    // The true file again loads; a link to it and a directory do not.
    write_bytes(file, bytes);
    REQUIRE(RotateDistanceTable::load(file, cw, problem));
    const auto link = dir / "link.table";
    std::filesystem::create_symlink(file, link);
    CHECK_FALSE(RotateDistanceTable::load(link, cw, problem));
    CHECK(problem.find("link") != std::string::npos);
    CHECK_FALSE(RotateDistanceTable::load(dir, cw, problem));
    CHECK_FALSE(problem.empty());
    std::filesystem::remove_all(dir);
}
