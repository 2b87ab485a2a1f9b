// Every committed report reads as RFC 4180 CSV with as many fields in each
// row as its header has columns (a comma left unquoted by a script once gave
// reports/jump-hardest.csv 17 fields under 16 columns).
#include <filesystem>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

namespace {

// The rows of an RFC 4180 text, each as its number of fields; quoted fields
// may hold commas, doubled quotes and line ends. Empty when a quote is left open.
std::vector<std::size_t> field_counts(const std::string& text) {
    std::vector<std::size_t> rows;
    std::size_t fields = 1;
    bool quoted = false, any = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        any = true;
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') ++i;
            else if (c == '"') quoted = false;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            ++fields;
        } else if (c == '\n') {
            rows.push_back(fields);
            fields = 1;
            any = false;
        }
    }
    if (quoted) return {};
    if (any) rows.push_back(fields);
    return rows;
}

}  // namespace

TEST_CASE("the CSV field counter follows RFC 4180") {
    CHECK(field_counts("a,b\n\"x,y\",\"say \"\"hi\"\"\"\n") == std::vector<std::size_t>{2, 2});
    CHECK(field_counts("a,b\nx,y,z\n") == std::vector<std::size_t>{2, 3});
    CHECK(field_counts("a,b\n\"open,\n").empty());
}

TEST_CASE("every committed report has as many fields in each row as columns in its header") {
    int reports = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(PUZZLEBOX_SOURCE_DIR "/reports")) {
        if (entry.path().extension() != ".csv") continue;
        INFO(entry.path().string());
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        const std::vector<std::size_t> rows = field_counts(text.str());
        REQUIRE(!rows.empty());
        for (std::size_t row = 1; row < rows.size(); ++row) {
            INFO("row " << row + 1);
            CHECK(rows[row] == rows[0]);
        }
        ++reports;
    }
    CHECK(reports >= 10);
}
