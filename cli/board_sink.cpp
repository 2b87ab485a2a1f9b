// puzzlebox-gen's board files, boards.csv and MANIFEST, or its boards on stdout.
#include "cli/board_sink.hpp"

#include <iostream>

#include <fmt/format.h>

#include "cli/row_writer.hpp"
#include "puzzles/board_id.hpp"
#include "support/csv_writer.hpp"
#include "support/exit_code.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

BoardSink::BoardSink(Where where, const std::vector<std::string>& columns, std::string command_line)
    : command_line_(std::move(command_line)), where_(std::move(where)), columns_(columns) {
    if (where_.out_dir.empty()) return;
    set_ = std::make_unique<OutputSet>(where_.out_dir);
    rows_.push_back(columns);
}

std::vector<std::string> mark_cut_short(const std::vector<std::string>& columns, std::vector<std::string> row, bool cut_short) {
    const auto at = std::find(columns.begin(), columns.end(), "partial");
    const auto index = static_cast<std::size_t>(at - columns.begin());
    if (cut_short && at != columns.end() && index < row.size()) row[index] += row[index].empty() ? "board" : " board";
    return row;
}

void BoardSink::write(const std::string& name, const std::string& text, const std::function<std::vector<std::string>()>& row,
                      bool cut_short) {
    cut_short_ = cut_short_ || cut_short;
    if (set_) {
        set_->add(name, text);
        rows_.push_back(row());
    } else if (where_.picture_on_stdout) {
    } else if (where_.format == "id") {
        std::cout << board_id(text) << std::endl;
    } else if (where_.format == "tatham") {  // the ID, made by the family
        std::cout << text << std::endl;
    } else if (where_.format == "json") {
        Json object = Json::object();
        object["family"] = where_.family;
        object["file"] = name;
        object["id"] = board_id(text);
        object["text"] = text;
        add_fields(object, columns_, row());
        std::cout << json_line(object) << std::flush;
    } else {
        if (written_ > 0) std::cout << '\n';
        std::cout << text << std::flush;
    }
    ++written_;
}

void BoardSink::add_file(const std::string& name, const std::string& text) {
    if (set_) set_->add(name, text);
}

int BoardSink::finish(int asked) {
    const bool complete = written_ == asked && !cut_short_;
    if (set_) {
        std::string table;
        for (const auto& row : rows_) table += csv_row(row) + '\n';
        set_->add("boards.csv", table);
        set_->publish({"# puzzlebox-gen: the files of one run, written after all of them", "command " + command_line_,
                       fmt::format("status {}", complete ? "complete" : "incomplete"),
                       fmt::format("boards {} of {}", written_, asked)});
    }
    if (!complete)
        std::cerr << fmt::format(
            "puzzlebox-gen: made {} of {} boards{}{}\n", written_, asked,
            cut_short_ ? " (stopped early: the last is the best found before the stop)" : "",
            set_ ? fmt::format("; {}/{} marks the run incomplete", set_->directory(), OutputSet::manifest_name) : "");
    return complete ? exit_done : exit_nothing_found;
}

}  // namespace puzzlebox
