// The covering program's linear relaxation, rows added as they are broken,
// and its certificate re-checked (see flip_covering_relaxation.hpp).
#include "analyze/flip/flip_covering_relaxation.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <stdexcept>

#include <Clp_C_Interface.h>
#include <fmt/format.h>

#include "analyze/flip/flip_kernel_classes.hpp"
#include "support/index.hpp"
#include "support/random.hpp"
#include "support/shared_library.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// The CLP functions used (its C interface), found through CBC's library.
struct Clp {
    decltype(&Clp_newModel) new_model;
    decltype(&Clp_deleteModel) delete_model;
    decltype(&Clp_loadProblem) load_problem;
    decltype(&Clp_addRows) add_rows;
    decltype(&Clp_chgColumnLower) change_column_lower;
    decltype(&Clp_setOptimizationDirection) set_direction;
    decltype(&Clp_setLogLevel) set_log_level;
    decltype(&Clp_dual) dual;
    decltype(&Clp_isProvenOptimal) proven_optimal;
    decltype(&Clp_getColSolution) column_solution;
    decltype(&Clp_getRowPrice) row_price;
    decltype(&Clp_numberRows) number_rows;
    std::string why;
};

const Clp& clp() {
    static const Clp loaded = []() {
        Clp functions{};
        const std::optional<SharedLibrary> library =
            SharedLibrary::open({PUZZLEBOX_CBC_NAME, PUZZLEBOX_CBC_PATH}, false, &functions.why);
        if (!library) return functions;
        if (!library->find(functions.new_model, "Clp_newModel") || !library->find(functions.delete_model, "Clp_deleteModel") ||
            !library->find(functions.load_problem, "Clp_loadProblem") || !library->find(functions.add_rows, "Clp_addRows") ||
            !library->find(functions.change_column_lower, "Clp_chgColumnLower") ||
            !library->find(functions.set_direction, "Clp_setOptimizationDirection") ||
            !library->find(functions.set_log_level, "Clp_setLogLevel") || !library->find(functions.dual, "Clp_dual") ||
            !library->find(functions.proven_optimal, "Clp_isProvenOptimal") ||
            !library->find(functions.column_solution, "Clp_getColSolution") ||
            !library->find(functions.row_price, "Clp_getRowPrice") || !library->find(functions.number_rows, "Clp_numberRows")) {
            functions.new_model = nullptr;
            functions.why = fmt::format("{} does not reach CLP's C interface", PUZZLEBOX_CBC_NAME);
        }
        return functions;
    }();
    return loaded;
}

struct ModelDeleter {
    void operator()(Clp_Simplex* model) const { clp().delete_model(model); }
};

// Broken rows taken a round: the most broken first.
constexpr std::size_t rows_a_round = 64;
// A row is broken when the optimum's distance to it falls this far below t.
constexpr double broken_by = 1e-7;

// Every lambda's distance, sum over classes of (cut ? n_c - a_c : a_c),
// for real counts: A + (E - Ehat(lambda)) / 2 as in all_distances.
std::vector<double> real_distances(const CoveringProgram& program, const double* a) {
    std::vector<double> hat(std::size_t{1} << program.nullity, 0.0);
    double pressed = 0, excess = 0;
    for (std::size_t c = 0; c < program.point.size(); ++c) {
        const double e = at(program.size, c) - 2 * a[c];
        pressed += a[c];
        excess += e;
        hat[at(program.point, c)] += e;
    }
    walsh_hadamard(hat);
    for (double& value : hat) value = pressed + (excess - value) / 2;
    return hat;
}

}  // namespace

double certificate_bound(const CoveringProgram& program, const CoveringCertificate& certificate) {
    if (certificate.lambda.size() != certificate.weight.size())
        throw std::invalid_argument("a covering certificate with more kernel vectors than weights, or fewer");
    long double total = 0;
    for (const double w : certificate.weight) {
        if (!std::isfinite(w) || w < 0) throw std::invalid_argument("a covering certificate with a weight that is not >= 0");
        total += w;
    }
    if (std::fabs(static_cast<double>(total) - 1.0) > 1e-9)
        throw std::invalid_argument(
            fmt::format("a covering certificate whose weights sum to {}, not 1", static_cast<double>(total)));
    if (!fixes_translations(program, certificate.lower))
        throw std::invalid_argument("a covering certificate whose least counts do not fix the translations");
    const std::vector<int>& lower = certificate.lower;
    long double bound = 0;
    for (std::size_t c = 0; c < program.point.size(); ++c) {
        // The weight of the kernel vectors that cut the class: the average
        // is cut (n - a) + (1 - cut) a, largest at a = n below a half, else
        // at the least count allowed.
        long double cut = 0;
        for (std::size_t i = 0; i < certificate.lambda.size(); ++i)
            if (odd_parity(at(certificate.lambda, i) & at(program.point, c))) cut += at(certificate.weight, i);
        const long double n = at(program.size, c), a = cut < 0.5L ? n : at(lower, c);
        bound += cut * (n - a) + (1 - cut) * a;
    }
    return static_cast<double>(bound);
}

namespace {

// The relaxation as one CLP model, rows added as they are broken.
class Relaxation {
public:
    explicit Relaxation(const CoveringProgram& program)
        : program_(program),
          classes_(static_cast<int>(program.point.size())),
          support_(std::accumulate(program.size.begin(), program.size.end(), 0.0)),
          model_(clp().new_model()) {
        // Columns: the counts, then t; maximise t.
        std::vector<double> lower(static_cast<std::size_t>(classes_) + 1, 0.0), upper(program.size.begin(), program.size.end()),
            objective(static_cast<std::size_t>(classes_) + 1, 0.0);
        upper.push_back(support_);
        objective.back() = 1.0;
        const std::vector<CoinBigIndex> start(static_cast<std::size_t>(classes_) + 2, 0);
        clp().set_log_level(model_.get(), 0);
        clp().load_problem(model_.get(), classes_ + 1, 0, start.data(), nullptr, nullptr, lower.data(), upper.data(),
                           objective.data(), nullptr, nullptr);
        clp().set_direction(model_.get(), -1.0);
        // Start from lambda = 0 and the basis vectors.
        std::vector<std::uint32_t> first{0};
        for (int j = 0; j < program.nullity; ++j) first.push_back(std::uint32_t{1} << j);
        add(first);
    }

    // The relaxation with the translations fixed by `fixed`, at most
    // `max_rows` rows (0: no limit).
    CoveringRelaxation solve(const std::vector<int>& fixed, std::uint64_t max_rows) {
        CoveringRelaxation answer;
        std::vector<double> lower(fixed.begin(), fixed.end());
        lower.push_back(0.0);
        clp().change_column_lower(model_.get(), lower.data());
        for (;;) {
            if (stop_requested()) {
                answer.why = fmt::format("stopped by a signal after {} rows", rows_.size());
                return answer;
            }
            clp().dual(model_.get(), 0);
            ++answer.rounds;
            if (!clp().proven_optimal(model_.get())) {
                answer.why = fmt::format("CLP did not reach an optimum ({} rows)", rows_.size());
                return answer;
            }
            const double* solution = clp().column_solution(model_.get());
            const double t = solution[classes_];
            const std::vector<double> distance = real_distances(program_, solution);
            std::vector<std::uint32_t> broken;
            for (std::uint32_t lambda = 0; lambda < distance.size(); ++lambda)
                if (distance[lambda] < t - broken_by) broken.push_back(lambda);
            if (broken.empty()) break;
            if (max_rows > 0 && rows_.size() + 1 > max_rows) {
                answer.why = fmt::format("the row budget {} ran out with {} rows still broken", max_rows, broken.size());
                return answer;
            }
            const std::size_t take =
                std::min({broken.size(), rows_a_round, max_rows > 0 ? max_rows - rows_.size() : broken.size()});
            std::partial_sort(broken.begin(), broken.begin() + static_cast<std::ptrdiff_t>(take), broken.end(),
                              [&](std::uint32_t x, std::uint32_t y) { return distance[x] < distance[y]; });
            broken.resize(take);
            add(broken);
        }
        answer.rows = rows_.size();
        // The certificate: the rows' duals (t's column sums them to 1).
        const double* price = clp().row_price(model_.get());
        double total = 0;
        for (std::size_t r = 0; r < rows_.size(); ++r) total += std::fabs(price[r]);
        for (std::size_t r = 0; r < rows_.size(); ++r)
            if (const double w = std::fabs(price[r]); w > 0 && total > 0) {
                answer.certificate.lambda.push_back(at(rows_, r));
                answer.certificate.weight.push_back(w / total);
            }
        // Normalised once more so that the sum is 1 within rounding of the last weight.
        const double sum = std::accumulate(answer.certificate.weight.begin(), answer.certificate.weight.end(), 0.0);
        for (double& w : answer.certificate.weight) w /= sum;
        answer.certificate.lower = fixed;
        answer.value = certificate_bound(program_, answer.certificate);
        // Rounding can only raise the floor here: 1e-7 over counts of hundreds.
        answer.bound = static_cast<int>(std::floor(answer.value + 1e-7));
        answer.bounded = true;
        return answer;
    }

private:
    // Row of lambda: t + sum over cut classes of a_c - sum over the rest of a_c <= cells of the cut classes.
    void add(const std::vector<std::uint32_t>& lambdas) {
        std::vector<double> row_lower, row_upper, elements;
        std::vector<int> columns;
        std::vector<CoinBigIndex> starts{0};
        for (const std::uint32_t lambda : lambdas) {
            double cells = 0;
            for (int c = 0; c < classes_; ++c) {
                const bool cut = odd_parity(lambda & at(program_.point, c));
                columns.push_back(c);
                elements.push_back(cut ? 1.0 : -1.0);
                if (cut) cells += at(program_.size, c);
            }
            columns.push_back(classes_);
            elements.push_back(1.0);
            starts.push_back(static_cast<CoinBigIndex>(columns.size()));
            row_lower.push_back(-support_ - 1);
            row_upper.push_back(cells);
            rows_.push_back(lambda);
        }
        clp().add_rows(model_.get(), static_cast<int>(lambdas.size()), row_lower.data(), row_upper.data(), starts.data(),
                       columns.data(), elements.data());
    }

    const CoveringProgram& program_;
    int classes_;
    double support_;
    std::unique_ptr<Clp_Simplex, ModelDeleter> model_;
    std::vector<std::uint32_t> rows_;  // per row, its lambda
};

}  // namespace

CoveringRelaxation bound_covering_relaxation(const CoveringProgram& program, std::uint64_t max_rows, int tries) {
    if (!clp().new_model) {
        CoveringRelaxation answer;
        answer.why = "CLP (coinor-libclp-dev, behind CBC) could not be opened: " + clp().why;
        return answer;
    }
    static std::mutex clp_lock;  // one model at a time, as for CBC
    const std::lock_guard<std::mutex> lock(clp_lock);
    CoveringRelaxation best;
    std::uint64_t rounds = 0;
    for (int attempt = 0; attempt < std::max(tries, 1); ++attempt) {
        std::vector<std::size_t> order;  // class order first, then shuffled
        if (attempt > 0) {
            order.resize(program.point.size());
            std::iota(order.begin(), order.end(), std::size_t{0});
            Random random(1, static_cast<std::uint64_t>(attempt));
            random.shuffle(order.begin(), order.end());
        }
        // A fresh model each try: keeping the rows of the tries before (only
        // the least counts changed) took 13x17's 32 tries 316 s of CPU
        // against 36 s (161 rounds against 529, every warm solve far dearer).
        CoveringRelaxation answer = Relaxation(program).solve(translation_lower_bounds(program, order), max_rows);
        rounds += answer.rounds;
        if (!answer.bounded) {
            if (!best.bounded) best = std::move(answer);
            if (stop_requested()) break;
            continue;
        }
        answer.best_try = attempt;
        if (!best.bounded || answer.value < best.value) best = std::move(answer);
    }
    best.rounds = rounds;
    best.tries = std::max(tries, 1);
    return best;
}

}  // namespace puzzlebox
