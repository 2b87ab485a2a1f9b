// The covering-radius question as an integer program for CBC, opened on
// first use (see flip_covering_program.hpp).
#include "analyze/flip/flip_covering_program.hpp"

#include <algorithm>
#include <bit>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>

#include <Cbc_C_Interface.h>
#include <fmt/format.h>

#include "support/index.hpp"
#include "support/shared_library.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// The CBC functions used (its C interface), from the library opened on
// first use: linked, CBC and the LAPACK and BLAS behind it would load with
// every run of every tool.
struct Cbc {
    decltype(&Cbc_newModel) new_model;
    decltype(&Cbc_deleteModel) delete_model;
    decltype(&Cbc_loadProblem) load_problem;
    decltype(&Cbc_setInteger) set_integer;
    decltype(&Cbc_setParameter) set_parameter;
    decltype(&Cbc_setLogLevel) set_log_level;
    decltype(&Cbc_setMaximumNodes) set_maximum_nodes;
    decltype(&Cbc_solve) solve;
    decltype(&Cbc_isProvenInfeasible) proven_infeasible;
    decltype(&Cbc_isProvenOptimal) proven_optimal;
    decltype(&Cbc_getColSolution) column_solution;
    decltype(&Cbc_getNodeCount) node_count;
    decltype(&Cbc_addCutCallback) add_cut_callback;
    decltype(&OsiCuts_addRowCut) add_row_cut;
    std::string why;  // when it could not be opened
};

const Cbc& cbc() {
    static const Cbc loaded = []() {
        Cbc functions{};
        const std::optional<SharedLibrary> library =
            SharedLibrary::open({PUZZLEBOX_CBC_NAME, PUZZLEBOX_CBC_PATH}, false, &functions.why);
        if (!library) return functions;
        if (!library->find(functions.new_model, "Cbc_newModel") || !library->find(functions.delete_model, "Cbc_deleteModel") ||
            !library->find(functions.load_problem, "Cbc_loadProblem") ||
            !library->find(functions.set_integer, "Cbc_setInteger") ||
            !library->find(functions.set_parameter, "Cbc_setParameter") ||
            !library->find(functions.set_log_level, "Cbc_setLogLevel") ||
            !library->find(functions.set_maximum_nodes, "Cbc_setMaximumNodes") || !library->find(functions.solve, "Cbc_solve") ||
            !library->find(functions.proven_infeasible, "Cbc_isProvenInfeasible") ||
            !library->find(functions.proven_optimal, "Cbc_isProvenOptimal") ||
            !library->find(functions.column_solution, "Cbc_getColSolution") ||
            !library->find(functions.node_count, "Cbc_getNodeCount") ||
            !library->find(functions.add_cut_callback, "Cbc_addCutCallback") ||
            !library->find(functions.add_row_cut, "OsiCuts_addRowCut")) {
            functions.new_model = nullptr;
            functions.why = fmt::format("{} lacks a function of CBC's C interface", PUZZLEBOX_CBC_NAME);
        }
        return functions;
    }();
    return loaded;
}

struct ModelDeleter {
    void operator()(Cbc_Model* model) const { cbc().delete_model(model); }
};

bool odd_parity(std::uint64_t bits) { return (std::popcount(bits) & 1) != 0; }

// Ctrl-C inside CBC, which polls nothing of ours: CBC calls this at every
// node's round of cuts, and once a stop is asked for it cuts every node off
// (0 >= 1 on the first count), so CBC ends within a node; the answer is
// then `unknown`, never the "infeasible" CBC reports.
void COINLINKAGE_CB stop_when_asked(void* /*solver*/, void* cuts, void* stopped) {
    if (!stop_requested()) return;
    *static_cast<bool*>(stopped) = true;
    const int first = 0;
    const double nothing = 0.0;
    cbc().add_row_cut(cuts, 1, &first, &nothing, 'G', 1.0);
}

// Adds a pattern to a basis kept highest bit first (reduction by min() is
// then elimination); false when it depends on the basis.
bool grow_basis(std::vector<std::uint32_t>& basis, std::uint32_t pattern) {
    for (const std::uint32_t b : basis) pattern = std::min(pattern, pattern ^ b);
    if (pattern == 0) return false;
    basis.push_back(pattern);
    std::sort(basis.rbegin(), basis.rend());
    return true;
}

}  // namespace

std::vector<int> translation_lower_bounds(const CoveringProgram& program, const std::vector<std::size_t>& order) {
    std::vector<int> lower(program.point.size(), 0);
    std::vector<std::uint32_t> basis;
    for (std::size_t i = 0; i < program.point.size(); ++i) {
        const std::size_t c = order.empty() ? i : at(order, i);
        if (at(program.size, c) % 2 == 0 || basis.size() == static_cast<std::size_t>(program.nullity)) continue;
        if (grow_basis(basis, at(program.point, c))) at(lower, c) = (at(program.size, c) + 1) / 2;  // ceil(size / 2)
    }
    return lower;
}

bool fixes_translations(const CoveringProgram& program, const std::vector<int>& lower) {
    if (lower.size() != program.point.size()) return false;
    std::vector<std::uint32_t> basis;
    for (std::size_t c = 0; c < lower.size(); ++c) {
        if (at(lower, c) == 0) continue;
        if (at(program.size, c) % 2 == 0 || at(lower, c) != (at(program.size, c) + 1) / 2) return false;
        if (!grow_basis(basis, at(program.point, c))) return false;
    }
    return true;
}

bool covering_program_available(std::string* why) {
    if (cbc().new_model) return true;
    if (why) *why = "CBC (coinor-libcbc-dev) could not be opened: " + cbc().why;
    return false;
}

CoveringProgramAnswer solve_covering_program(const CoveringProgram& program, int target, std::uint64_t max_nodes) {
    CoveringProgramAnswer answer;
    if (!covering_program_available(&answer.why)) return answer;
    const std::size_t classes = program.point.size();
    const std::size_t rows = std::size_t{1} << program.nullity;
    // Columns: the class counts, each bounded by its class; the larger half
    // for the classes that fix the translations.
    const std::vector<int> fixed = program.fixed.empty() ? translation_lower_bounds(program) : program.fixed;
    if (!fixes_translations(program, fixed))
        throw std::invalid_argument("solve_covering_program: least counts that do not fix the translations");
    std::vector<double> lower(fixed.begin(), fixed.end()), upper(classes);
    for (std::size_t c = 0; c < classes; ++c) at(upper, c) = at(program.size, c);
    // Rows: lambda's distance, sum of (cut ? -a_c : a_c) >= target - (cells of the cut classes).
    std::vector<CoinBigIndex> start(classes + 1);
    std::vector<int> index(classes * rows);
    std::vector<double> value(classes * rows), objective(classes, 0.0), row_lower(rows, static_cast<double>(target)),
        row_upper(rows, DBL_MAX);
    for (std::size_t c = 0; c < classes; ++c) {
        at(start, c) = static_cast<CoinBigIndex>(c * rows);
        for (std::size_t lambda = 0; lambda < rows; ++lambda) {
            const bool cut = odd_parity(lambda & at(program.point, c));
            at(index, c * rows + lambda) = static_cast<int>(lambda);
            at(value, c * rows + lambda) = cut ? -1.0 : 1.0;
            if (cut) at(row_lower, lambda) -= at(program.size, c);
        }
    }
    at(start, classes) = static_cast<CoinBigIndex>(classes * rows);
    // CBC's parameters are process-wide in places (CbcMain1): one model at a time.
    static std::mutex cbc_lock;
    const std::lock_guard<std::mutex> lock(cbc_lock);
    const std::unique_ptr<Cbc_Model, ModelDeleter> model(cbc().new_model());
    cbc().load_problem(model.get(), static_cast<int>(classes), static_cast<int>(rows), start.data(), index.data(), value.data(),
                       lower.data(), upper.data(), objective.data(), row_lower.data(), row_upper.data());
    for (std::size_t c = 0; c < classes; ++c) cbc().set_integer(model.get(), static_cast<int>(c));
    cbc().set_log_level(model.get(), 0);
    cbc().set_parameter(model.get(), "log", "0");
    cbc().set_parameter(model.get(), "slog", "0");
    cbc().set_parameter(model.get(), "threads", "0");
    // Its heuristics only look for a press set: on a target the relaxation
    // refutes they are most of the time (13x17, k = 13: minutes of the
    // feasibility pump before 6 nodes of proof), and they change no answer.
    cbc().set_parameter(model.get(), "heuristicsOnOff", "off");
    cbc().set_maximum_nodes(model.get(), static_cast<int>(std::min<std::uint64_t>(max_nodes, std::numeric_limits<int>::max())));
    bool stopped = false;
    cbc().add_cut_callback(model.get(), stop_when_asked, "stop", &stopped);
    {
        // CBC's solve puts a SIGINT handler of its own in place, which drops
        // the signal until its branching begins (the root's first linear
        // program alone is seconds at k = 13): ours is put back every 50 ms
        // while CBC runs.
        std::mutex guard;
        std::condition_variable done;
        bool solved = false;
        std::thread keeper([&] {
            std::unique_lock<std::mutex> hold(guard);
            while (!done.wait_for(hold, std::chrono::milliseconds(50), [&] { return solved; })) reinstall_stop_signals();
        });
        cbc().solve(model.get());
        {
            const std::lock_guard<std::mutex> hold(guard);
            solved = true;
        }
        done.notify_one();
        keeper.join();
    }
    answer.nodes = static_cast<std::uint64_t>(std::max(0, cbc().node_count(model.get())));
    if (stopped) {
        answer.why = fmt::format("stopped by a signal after {} nodes", answer.nodes);
        return answer;
    }
    if (cbc().proven_infeasible(model.get())) {
        answer.kind = CoveringProgramAnswer::Kind::out_of_reach;
        return answer;
    }
    if (const double* solution = cbc().column_solution(model.get()); solution && cbc().proven_optimal(model.get())) {
        answer.counts.resize(classes);
        for (std::size_t c = 0; c < classes; ++c) at(answer.counts, c) = static_cast<int>(std::lround(solution[c]));
        answer.kind = CoveringProgramAnswer::Kind::reached;  // the caller re-measures the counts
        return answer;
    }
    answer.why = fmt::format("CBC stopped after {} nodes (the budget {})", answer.nodes, max_nodes);
    return answer;
}

}  // namespace puzzlebox
