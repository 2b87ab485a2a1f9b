// RFC 4180 CSV with atomic replacement of the target file.
#include "csv_writer.hpp"

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>

namespace puzzlebox {

std::string csv_field(std::string_view field) {
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(field);
    std::string quoted = "\"";
    for (char ch : field) {
        if (ch == '"') quoted += '"';
        quoted += ch;
    }
    quoted += '"';
    return quoted;
}

std::string csv_row(const std::vector<std::string>& fields) {
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) line += ',';
        line += csv_field(fields[i]);
    }
    return line;
}

CsvWriter::CsvWriter(std::string path) : path_(std::move(path)), out_(&std::cout) {
    if (path_ == "-") return;
    temp_path_ = path_ + ".tmp";
    file_.open(temp_path_, std::ios::binary | std::ios::trunc);
    if (!file_) throw std::runtime_error("cannot write " + temp_path_);
    out_ = &file_;
}

CsvWriter::~CsvWriter() {
    if (!committed_ && !temp_path_.empty()) {
        file_.close();
        std::error_code ignored;
        std::filesystem::remove(temp_path_, ignored);
    }
}

void CsvWriter::row(const std::vector<std::string>& fields) { *out_ << csv_row(fields) << "\n"; }

void CsvWriter::commit() {
    committed_ = true;
    out_->flush();
    if (temp_path_.empty()) return;
    file_.close();
    if (!file_) throw std::runtime_error("error while writing " + temp_path_);
    std::error_code error;
    std::filesystem::rename(temp_path_, path_, error);
    if (error) throw std::runtime_error("cannot rename " + temp_path_ + " to " + path_ + ": " + error.message());
}

}  // namespace puzzlebox
