// The writers and the first-line reader: RFC 4180 quoting, whole-or-nothing
// files (OutputFile, CsvWriter, OutputSet), special files written in place,
// inputs never overwritten, and puzzle_file's first line and comments.
#include "support/output_file.hpp"

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/board_sink.hpp"
#include "puzzles/puzzle_file.hpp"
#include "puzzles/text_source.hpp"
#include "support/csv_writer.hpp"
#include "support/output_set.hpp"
#include "support/stop_signal.hpp"

using namespace puzzlebox;
namespace fs = std::filesystem;

namespace {

// A fresh empty directory under the system's temporary directory.
struct ScratchDirectory {
    fs::path path;
    ScratchDirectory() {
        std::string pattern = (fs::temp_directory_path() / "puzzlebox-test.XXXXXX").string();
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        path = pattern;
    }
    ~ScratchDirectory() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    std::vector<std::string> names() const {
        std::vector<std::string> list;
        for (const auto& entry : fs::directory_iterator(path)) list.push_back(entry.path().filename().string());
        std::sort(list.begin(), list.end());
        return list;
    }
};

std::string contents(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("CSV fields are quoted as RFC 4180 asks", "[puzzles][csv]") {
    CHECK(csv_field("plain") == "plain");
    CHECK(csv_field("") == "");
    CHECK(csv_field("a,b") == "\"a,b\"");
    CHECK(csv_field("say \"hi\"") == "\"say \"\"hi\"\"\"");
    CHECK(csv_field("two\nlines") == "\"two\nlines\"");
    CHECK(csv_field("cr\r") == "\"cr\r\"");
    CHECK(csv_row({"4,2", "x", "\""}) == "\"4,2\",x,\"\"\"\"");
    // Formula injection (OWASP): text cells that a spreadsheet would evaluate get a leading '.
    CHECK(csv_field("=2+5") == "'=2+5");
    CHECK(csv_field("+cmd") == "'+cmd");
    CHECK(csv_field("-2+3+cmd|' /C calc'!A0") == "'-2+3+cmd|' /C calc'!A0");
    CHECK(csv_field("@SUM(A1)") == "'@SUM(A1)");
    CHECK(csv_field("=HYPERLINK(\"x\",\"y\")") == "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\"");
    CHECK(csv_field("\t=1") == "'\t=1");
    // Numbers, and lists of them, are data.
    CHECK(csv_field("-3") == "-3");
    CHECK(csv_field("-2 5 -1") == "-2 5 -1");
    CHECK(csv_field("-1 -5 / 4 0") == "-1 -5 / 4 0");  // a jump board's values, row by row
    CHECK(csv_field("+1.5e-05") == "+1.5e-05");
    CHECK(csv_field("-") == "-");
    CHECK(csv_field("a=b") == "a=b");
}

TEST_CASE("a CSV report appears whole at commit, or not at all", "[puzzles][csv]") {
    ScratchDirectory dir;
    const fs::path report = dir.path / "report.csv";
    {
        CsvWriter csv(report.string());
        csv.row({"file", "moves"});
        csv.row({"a,b.txt", "11"});
        CHECK_FALSE(fs::exists(report));  // nothing under the target's name before commit
        csv.commit();
    }
    CHECK(contents(report) == "file,moves\n\"a,b.txt\",11\n");
    {
        CsvWriter csv(report.string());
        csv.row({"replaced", "?"});
        // no commit: an error on the way
    }
    CHECK(contents(report) == "file,moves\n\"a,b.txt\",11\n");
    CHECK(dir.names() == std::vector<std::string>{"report.csv"});  // no temporary left
}

TEST_CASE("OutputFile replaces a file whole and leaves no temporary", "[puzzles][output]") {
    ScratchDirectory dir;
    const fs::path board = dir.path / "board.txt";
    write_file_atomically(board, "old\n");
    {
        OutputFile out(board.string());
        out.write(std::string(200'000, 'x'));  // past the buffer: reaches the temporary
        CHECK(contents(board) == "old\n");
        out.commit();
    }
    CHECK(contents(board).size() == 200'000);
    CHECK(dir.names() == std::vector<std::string>{"board.txt"});
}

TEST_CASE("OutputFile replaces a link at the target and never writes through it", "[puzzles][output]") {
    ScratchDirectory dir;
    write_file_atomically(dir.path / "victim", "precious\n");
    fs::create_symlink(dir.path / "victim", dir.path / "out.csv");
    fs::create_symlink(dir.path / "victim", dir.path / "out.csv.tmp");  // the old predictable temporary name
    write_file_atomically(dir.path / "out.csv", "new\n");
    CHECK(contents(dir.path / "victim") == "precious\n");
    CHECK_FALSE(fs::is_symlink(dir.path / "out.csv"));
    CHECK(contents(dir.path / "out.csv") == "new\n");
}

TEST_CASE("OutputFile writes special files in place and refuses directories and inputs", "[puzzles][output]") {
    write_file_atomically("/dev/null", "into the void\n");
    struct stat status {};
    REQUIRE(::stat("/dev/null", &status) == 0);
    CHECK(S_ISCHR(status.st_mode));  // still the device

    ScratchDirectory dir;
    CHECK_THROWS_AS(OutputFile(dir.path.string()), WriteError);
    CHECK_THROWS_AS(OutputFile((dir.path / "missing" / "x.csv").string()), WriteError);

    const fs::path input = dir.path / "in.txt";
    write_file_atomically(input, "puzzle jump\n");
    note_input_file(input.string());
    CHECK_THROWS_WITH(OutputFile(input.string()), Catch::Contains("input of this run"));
    fs::create_symlink(input, dir.path / "alias.txt");
    CHECK_THROWS_AS(OutputFile((dir.path / "alias.txt").string()), WriteError);
    CHECK(contents(input) == "puzzle jump\n");
}

TEST_CASE("a write that fails is an error, not an empty file", "[puzzles][output]") {
    OutputFile full("/dev/full");
    full.write("lost\n");
    CHECK_THROWS_AS(full.commit(), WriteError);
}

TEST_CASE("an OutputSet shows nothing until published, MANIFEST last", "[puzzles][output]") {
    ScratchDirectory dir;
    const fs::path out = dir.path / "run";
    {
        OutputSet set(out.string());
        set.add("a.txt", "A\n");
        set.add("b.txt", "B\n");
        // Only the hidden staging directory so far.
        for (const auto& entry : fs::directory_iterator(out)) CHECK(entry.path().filename().string().front() == '.');
        set.publish({"status complete"});
    }
    CHECK(contents(out / "a.txt") == "A\n");
    CHECK(contents(out / "MANIFEST") == "status complete\nfile a.txt\nfile b.txt\n");
    {
        OutputSet set(out.string());
        set.add("c.txt", "C\n");
        // destroyed unpublished: the folder is as it was
    }
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(out)) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    CHECK(names == std::vector<std::string>{"MANIFEST", "a.txt", "b.txt"});
    CHECK_THROWS(OutputSet(out.string()).add("../escape.txt", "x"));
}

TEST_CASE("the first line names the family and comments are kept", "[puzzles][file]") {
    TextSource source = TextSource::from_string("# a board\n#\n# from the post\npuzzle rotate\nsize 2x2\n", "b.txt");
    CHECK(puzzle_family(source, "jump, rotate") == "rotate");
    CHECK(source.leading_comments() == std::vector<std::string>{"a board", "", "from the post"});
    CHECK(comment_lines(source.leading_comments()) == "# a board\n#\n# from the post\n");
    CHECK_NOTHROW(read_puzzle_line(source, "rotate"));
    CHECK(source.next().text == "size 2x2");

    TextSource empty = TextSource::from_string("# nothing\n\n", "e.txt");
    CHECK_THROWS_WITH(puzzle_family(empty, "jump"), Catch::StartsWith("e.txt: the file is empty"));
    TextSource other = TextSource::from_string("puzzle flip\n", "o.txt");
    CHECK_THROWS_WITH(read_puzzle_line(other, "jump"), "o.txt:1: expected 'puzzle jump', got 'puzzle flip'");
    TextSource junk = TextSource::from_string(std::string(5000, 'z') + " z\n", "j.txt");
    try {
        puzzle_family(junk, "jump");
        FAIL("a junk first line was accepted");
    } catch (const InputError& error) {
        CHECK(std::string(error.what()).size() < 200);  // the echo is bounded
    }
}

TEST_CASE("the reader streams, skips a byte order mark and refuses at the first bad line", "[puzzles][file]") {
    TextSource bom = TextSource::from_string("\xEF\xBB\xBFpuzzle jump\n", "bom.txt");
    CHECK(puzzle_family(bom, "jump") == "jump");
    // A NUL on line 3 is found when line 3 is reached, with its number.
    TextSource nul = TextSource::from_string(std::string("puzzle jump\nsize 2x2\nstart ") + '\0' + "\n", "n.txt");
    CHECK(nul.next().number == 1);
    CHECK(nul.next().number == 2);
    CHECK_THROWS_WITH(nul.next(), Catch::StartsWith("n.txt:3: unexpected byte 0x00"));
    // A line past the limit: refused without reading it whole into the message.
    TextSource wide =
        TextSource::from_string("puzzle jump\n" + std::string(TextSource::max_line_bytes + 10, 'a') + "\n", "w.txt");
    wide.next();
    CHECK_THROWS_WITH(wide.next(), Catch::StartsWith("w.txt:2: line is longer than"));
    CHECK(shown(std::string(500, 'q')).size() < 80);
    CHECK(shown("tab\there") == "tab\\x09here");
    CHECK_FALSE(parse_integer("+-2", -9, 9));
    CHECK_FALSE(parse_integer("++2", -9, 9));
    CHECK(parse_integer("+2", -9, 9) == 2);
    CHECK(parse_integer("-2", -9, 9) == -2);
}

TEST_CASE("a run's MANIFEST says complete when every board was made whole, whenever a stop signal came") {
    const auto dir = std::filesystem::temp_directory_path() / ("puzzlebox-sink-test-" + std::to_string(::getpid()));
    const auto manifest = [&] {
        std::ifstream in(dir / "MANIFEST");
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    const auto row = [] { return std::vector<std::string>{"a.txt", ""}; };
    {  // a signal after the last board: every board is a whole run's
        BoardSink sink({dir.string(), "text", false, "jump"}, {"file", "partial"}, "test");
        sink.write("a.txt", "puzzle jump\n", row);
        sink.write("b.txt", "puzzle jump\n", row);
        request_stop(SIGINT);
        CHECK(sink.finish(2) == 0);
        clear_stop();
        CHECK(manifest().find("status complete") != std::string::npos);
    }
    {  // the last board cut short: incomplete, and its boards.csv row says so
        BoardSink sink({dir.string(), "text", false, "jump"}, {"file", "partial"}, "test");
        sink.write("a.txt", "puzzle jump\n", row);
        sink.write(
            "b.txt", "puzzle jump\n",
            [&] {
                return mark_cut_short({"file", "partial"}, row(), true);
            },
            true);
        CHECK(sink.finish(2) != 0);
        CHECK(manifest().find("status incomplete") != std::string::npos);
        std::ifstream in(dir / "boards.csv");
        const std::string table(std::istreambuf_iterator<char>(in), {});
        CHECK(table.find("a.txt,\n") != std::string::npos);
        CHECK(table.find("a.txt,board\n") != std::string::npos);
    }
    std::filesystem::remove_all(dir);
}
