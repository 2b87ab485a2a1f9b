// Files a long run reads back cannot turn into a wrong answer: the cross's
// checkpoint with any bit flipped or any line edited is refused (the seal,
// support/sealed_text.hpp), and behind the seal a path the search never
// takes is refused too; a shard's end line copied onto a shard a signal cut
// short is refused by merge; and the seal's digest is the one an
// independent computation (below) gives.
#include "tests/sealed_files.hpp"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include "analyze/flip/flip_cross_columns.hpp"
#include "distributed/partial_report.hpp"
#include "families/flip/flip_checkpoint.hpp"
#include "support/input_error.hpp"

using namespace puzzlebox;

namespace {

std::string temporary_file(const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / fmt::format("puzzlebox-sealed-test-{}.txt", ::getpid());
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

// The checkpoint read back, or the refusal's line (-1: accepted).
int refused_at(const std::string& text, const CrossColumnsRun& run) {
    try {
        read_cross_columns_checkpoint(temporary_file(text), run);
    } catch (const InputError& error) {
        return error.line();
    }
    return -1;
}

// Replaces the line starting with `key ` by `key value`.
std::string with_line(const std::string& text, const std::string& key, const std::string& value) {
    const std::size_t at = text.find('\n' + key + ' ') + 1;
    REQUIRE(at != 0);
    return text.substr(0, at) + key + ' ' + value + text.substr(text.find('\n', at));
}

std::string joined(const std::vector<int>& values) { return fmt::format("{}", fmt::join(values, " ")); }

}  // namespace

TEST_CASE("a seal is FNV-1a 64 over the kind and the content, each after its length, then splitmix64's finaliser", "[seal]") {
    // Computed here from the definition, apart from support/digest.hpp.
    const auto digest = [](const std::vector<std::string>& parts) {
        std::uint64_t h = 0xCBF29CE484222325ULL;
        for (const std::string& part : parts)
            for (const char ch : std::to_string(part.size()) + ':' + part)
                h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001B3ULL;
        h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
        h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
        return h ^ (h >> 31);
    };
    const std::string content = "# a heading\nrows 7\n";
    CHECK(sealed(content, "kind") == content + fmt::format("# puzzlebox seal kind {:016x}\n", digest({"kind", content})));
    CHECK(unsealed("f", sealed(content, "kind"), "kind") == content);
    CHECK_THROWS_AS(unsealed("f", sealed(content, "kind"), "other"), InputError);
    CHECK_THROWS_AS(unsealed("f", content, "kind"), InputError);
    CHECK_THROWS_AS(unsealed("f", "", "kind"), InputError);
}

TEST_CASE("a cross checkpoint edited or damaged is refused, and behind the seal a path the search lacks is too", "[seal][flip]") {
    // 7x13 (God's number 31), a snapshot at every chance.
    const CrossColumnsRun run{7, 13, std::uint64_t{1} << 30};
    std::vector<CrossColumnsSnapshot> snapshots;
    CrossColumnsCheckpoints every;
    every.every_seconds = 1e-12;
    every.save = [&](const CrossColumnsSnapshot& snapshot) { snapshots.push_back(snapshot); };
    const CrossColumnsAnswer whole = cross_god_by_columns(7, 13, run.work, every);
    REQUIRE((whole.complete && whole.best == 31));
    REQUIRE(snapshots.size() >= 5);
    const CrossColumnsSnapshot& middle = snapshots[snapshots.size() / 2];
    const std::string good = cross_columns_checkpoint_text(run, middle, 1.5);
    REQUIRE(refused_at(good, run) == -1);
    const int seal_line = static_cast<int>(std::count(good.begin(), good.end(), '\n'));
    // The outside pass's edit: the path's first child moved on (skipping its
    // subtree), one line or several, is refused at the seal.
    std::vector<int> moved = middle.path;
    ++moved.front();
    CHECK(refused_at(with_line(good, "path", joined(moved)), run) == seal_line);
    CHECK(refused_at(with_line(with_line(good, "path", joined(moved)), "nodes", "1"), run) == seal_line);
    CHECK(refused_at(with_line(good, "path", joined(std::vector<int>(middle.path.size(), 1))), run) == seal_line);
    CHECK(refused_at(good.substr(0, good.size() / 2), run) != -1);
    CHECK(test::every_bit_flip_refused(good, [&](const std::string& text) { return refused_at(text, run) != -1; }) > 4000);
    // Behind the seal: at each level of every tenth snapshot, a child past
    // the last the search has there is refused; so is a path one level deeper.
    std::size_t checked = 0;
    for (std::size_t k = 0; k < snapshots.size(); k += 10) {
        const CrossColumnsSnapshot& s = snapshots[k];
        for (std::size_t level = 0; level < s.path.size(); ++level) {
            CrossColumnsSnapshot past = s;
            past.path[level] = 13;  // no node has 14 children
            INFO("snapshot " << k << ", level " << level);
            CHECK(!cross_columns_snapshot_problem(7, 13, past).empty());
            const std::string text = test::resealed(with_line(good, "path", joined(past.path)), "flip-cross-columns");
            CHECK(refused_at(with_line(text, "entry-best", joined(s.entry_best)), run) != -1);
            ++checked;
        }
        CrossColumnsSnapshot deeper = s;
        deeper.path.push_back(0);
        deeper.entry_best.push_back(s.entry_best.back());
        if (deeper.path.size() <= 64) CHECK(!cross_columns_snapshot_problem(7, 13, deeper).empty());
    }
    CHECK(checked > 10);
}

TEST_CASE("a shard's end line belongs to its own lines: copied onto a cut shard, merge refuses it", "[seal][shard]") {
    const auto report = [](int index, int rows) {
        ShardReport shard(Shard{index, 2}, "sum board_number", "puzzlebox-solve jump", "--count");
        std::string text = shard.head_line() + '\n';  // the lines in order: each is digested as it is made
        text += shard.header({"board_number", "board", "count", "nodes"}) + '\n';
        for (int i = 0; i < rows; ++i) text += shard.row({std::to_string(i + 1), "b", "5", "9"}, true) + '\n';
        return text + shard.end_line() + '\n';
    };
    const std::string zero = report(0, 3), one = report(1, 3);
    CHECK(merge_partial_texts({{"s0", zero}, {"s1", one}}) ==
          "board_number,board,count,nodes\n1,b,10,18\n2,b,10,18\n3,b,10,18\n");
    // Shard 1 cut after two rows, then given a complete shard's end line.
    const std::string cut_one = report(1, 2);
    const std::string end_line = one.substr(one.rfind("# puzzlebox end"));
    const std::string forged = cut_one.substr(0, cut_one.rfind("# puzzlebox end")) + end_line;
    try {
        merge_partial_texts({{"s0", zero}, {"s1", forged}});
        FAIL("a forged end line was merged");
    } catch (const InputError& error) {
        CHECK(error.line() == 5);
        CHECK(std::string(error.what()).find("end line does not belong to its lines") != std::string::npos);
    }
    // A row edited in place, its count unchanged: refused too.
    std::string edited = one;
    edited.replace(edited.find("\n2,b,5,9\n"), 9, "\n2,b,6,9\n");
    CHECK_THROWS_AS(merge_partial_texts({{"s0", zero}, {"s1", edited}}), InputError);
}
