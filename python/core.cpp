// puzzlebox._core: the tools run inside the Python process, and boards read
// and described, so that the package (puzzlebox/__init__.py) gives results
// as Python objects without a subprocess. A call releases the GIL while it
// runs; calls are serialised, since the tools write to std::cout and
// std::cerr, which are captured here for the call. During a call the
// tools' own signal handlers stand (Ctrl-C stops the search, which ends as
// a limit would and marks its results partial); Python's are put back after.
#include <csignal>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <sys/time.h>

#include "families/family_list.hpp"
#include "puzzles/board_id.hpp"
#include "puzzles/text_source.hpp"
#include "support/input_error.hpp"
#include "support/stop_signal.hpp"
#include "tools/tools.hpp"

namespace py = pybind11;
using namespace puzzlebox;

namespace {

std::mutex running;

constexpr int host_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGALRM};

// std::cout and std::cerr into strings, and the host's signal handlers
// saved, for one call; everything put back when it ends.
class ToolCall {
public:
    ToolCall() : out_(std::cout.rdbuf(out_text_.rdbuf())), err_(std::cerr.rdbuf(err_text_.rdbuf())) {
        for (std::size_t i = 0; i < std::size(host_signals); ++i) sigaction(host_signals[i], nullptr, &saved_[i]);
        clear_stop();
        reinstall_stop_signals();
    }
    ~ToolCall() {
        const itimerval off{};  // a --time-limit's alarm that has not rung
        setitimer(ITIMER_REAL, &off, nullptr);
        for (std::size_t i = 0; i < std::size(host_signals); ++i) sigaction(host_signals[i], &saved_[i], nullptr);
        clear_stop();
        std::cout.clear();
        std::cout.rdbuf(out_);
        std::cerr.rdbuf(err_);
    }
    ToolCall(const ToolCall&) = delete;
    ToolCall& operator=(const ToolCall&) = delete;

    std::string out() const { return out_text_.str(); }
    std::string err() const { return err_text_.str(); }

private:
    std::ostringstream out_text_, err_text_;
    std::streambuf* out_;
    std::streambuf* err_;
    struct sigaction saved_[std::size(host_signals)]{};
};

// Runs puzzlebox-TOOL with `arguments`: (exit code, standard output,
// standard error, the stop signal that arrived during the call or 0).
py::tuple run(const std::string& tool, const std::vector<std::string>& arguments) {
    int (*entry)(int, char**) = tool == "solve"     ? solve_tool
                                : tool == "gen"     ? gen_tool
                                : tool == "analyze" ? analyze_tool
                                                    : nullptr;
    if (!entry) throw py::value_error("no tool '" + tool + "' (solve, gen or analyze)");
    std::vector<std::string> words{"puzzlebox-" + tool};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    int code = 0, signal = 0;
    std::string out, err;
    {
        const py::gil_scoped_release release;
        const std::lock_guard<std::mutex> lock(running);
        const ToolCall call;
        code = entry(static_cast<int>(words.size()), argv.data());
        signal = stop_signal();
        out = call.out();
        err = call.err();
    }
    return py::make_tuple(code, py::bytes(out), py::bytes(err), signal);
}

// A board read by its family: (family, the text as the family writes it,
// its board ID, its description as JSON). Bad input raises InputError.
py::tuple read_source(TextSource& source, const std::string& name) {
    const Family& family = family_of(source);
    const std::string written = family.reformat(source);
    TextSource again = TextSource::from_string(written, name);
    return py::make_tuple(std::string(family.name()), written, board_id(written), family.describe(again));
}

py::tuple read_board(const std::string& text, const std::string& name) {
    TextSource source = TextSource::from_string(text, name);
    return read_source(source, name);
}

// A board file read as the tools read one: with their caps (256 MiB, 1 MiB
// lines, text only), so that /dev/zero or an endless stream is refused.
py::tuple read_file(const std::string& path) {
    TextSource source = open_board_file(path, foreign_board_ids());
    return read_source(source, path);
}

// The board text of a board ID.
std::string id_text(const std::string& id) {
    std::string problem;
    const auto text = board_id_text(id, problem, foreign_board_ids());
    if (!text) throw InputError("board ID", 0, problem);
    return *text;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
    m.doc() = "puzzlebox's tools in this process (the puzzlebox package wraps them)";
    static py::exception<InputError> input_error(m, "InputError", PyExc_ValueError);
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const InputError& e) {
            PyErr_SetString(input_error.ptr(), e.what());
        }
    });
    m.def("run", &run, py::arg("tool"), py::arg("arguments"),
          "Runs puzzlebox-TOOL in this process: (exit code, stdout bytes, stderr bytes, stop signal)");
    m.def("read", &read_board, py::arg("text"), py::arg("name") = "<string>",
          "Reads a board: (family, text, board ID, description JSON)");
    m.def("read_file", &read_file, py::arg("path"),
          "Reads a board file with the tools' caps: (family, text, board ID, description JSON)");
    m.def("id_text", &id_text, py::arg("id"), "The board file text of a board ID");
    std::vector<std::string> names;
    for (const Family* family : all_families()) names.emplace_back(family->name());
    m.attr("families") = names;
    m.attr("__version__") = PUZZLEBOX_VERSION;
}
