//! Every tunable number of Dhayam's computer players, in one place (as Makruk's
//! `ai/params.rs`): the levels' budgets, the advice's, the beginner's blunders, what Hard
//! learns of the other seats, the race between candidate moves, and the evaluation's
//! fitted weights. How each was chosen is said beside it (and in README.md, "Computer
//! players' strength").

use std::time::Duration;

// The levels (`Level::player_with`).

/// Rollouts per candidate move, the throws after which each stops and asks the
/// evaluation (the horizon), and the candidates rolled out (best greedy scores first).
/// Hard's were chosen with `dhayam-cli decisions` (README § "Computer players'
/// strength"): rollouts of 32 throws lose less per decision than rollouts to the end did,
/// at a quarter of the time. Medium's were chosen with `dhayam-cli arena` to sit about
/// halfway between Easy and Hard: with 64 rollouts of 8 throws on 3 candidates it won
/// 64% against Easy and Hard only 55% against it. Hints, the review and the chances bar
/// use `HORIZON` too.
pub const MEDIUM_PLAYOUTS: u32 = 16;
pub const MEDIUM_HORIZON: u32 = 4;
pub const MEDIUM_WIDTH: usize = 2;
pub const HARD_PLAYOUTS: u32 = 4096;
pub const HORIZON: u32 = 32;
pub const HARD_WIDTH: usize = 5;
/// Throws Expert's network looks ahead (`expert::look`). Against Hard, 400 games on the
/// same dice: the afterstate alone 47.8%, one throw 49.5%, two 52.5%, three 56.2%, at a
/// median of 4 ms a decision against Hard's 18 (four cost some twenty times three's, so
/// Expert looks that far only where it fits: `EXPERT_DEEPER_JUDGEMENTS`). The advice looks
/// `EXPERT_LOOK` throws where the network knows the game (the hint as far as Expert).
pub const EXPERT_LOOK: u8 = 3;
/// Where a fourth throw fits this many of the network's judgements, Expert looks that far
/// too (a count, not a clock, so a decision is the same on every machine). Over 394 of
/// its decisions against Hard (5 December), three throws took a median of 16,700
/// judgements (p99 70,000) and four 18.5 times as many (p10 12.8, p90 22.4): with 250,000,
/// 45% of decisions look four throws, and a decision costs a median of 66,000 judgements
/// (p99 270,000). Against Hard, `arena --seats RY --games 400 --seed 101` … `110`: see
/// README.md, "Expert" (on seeds 101 and 102, 55.0% and 55.5% where three throws alone won
/// 52.8% and 52.0%).
pub const EXPERT_DEEPER_JUDGEMENTS: u64 = 250_000;
/// A look one throw deeper costs at least about this many times the last (the tenth
/// percentile above): a deeper look that cannot fit is not begun.
pub const EXPERT_DEEPER_COST: u64 = 12;
/// The time each level may think per move, when timed (the app).
pub const MEDIUM_MS: u64 = 60;
pub const HARD_MS: u64 = 150;

// Advice (`advice`, and the window's win chances bar) where the network does not know the
// game: rollouts.

/// A hint's rollouts and time.
pub const HINT_PLAYOUTS: u32 = 4096;
pub const HINT_MS: u64 = 200;
/// What each decision of a review may spend. Every decision is judged: the time is shared
/// out so a whole game's rollouts take about `REVIEW_TIME` (a long four-seat game gets
/// fewer rollouts per decision, never an unjudged one), each decision between
/// `REVIEW_MIN_MS` and `REVIEW_MOVE_MS`.
pub const REVIEW_PLAYOUTS: u32 = 1024;
pub const REVIEW_MOVE_MS: u64 = 60;
pub const REVIEW_MIN_MS: u64 = 10;
pub const REVIEW_TIME: Duration = Duration::from_millis(3000);
/// The win chances bar: a modest budget on one thread, so computer players keep the
/// other core.
pub const CHANCES_PLAYOUTS: u32 = 768;
pub const CHANCES_MS: u64 = 150;

// The beginner (`beginner`).

/// Out of 16: how often the beginner ignores its judgement.
pub const BLUNDERS_IN_16: u32 = 6;

/// The share of its decisions the beginner makes at random.
pub const RANDOM_SHARE: f64 = BLUNDERS_IN_16 as f64 / 16.0;

// What Hard learns of the other seats (`habits`).

/// Decisions of greedy-like play assumed before any are seen, so that a few odd moves
/// early in a game do not make a careful player look erratic.
pub const PRIOR_DECISIONS: f64 = 3.0;

/// The share of the random player's blunders that a careful player still makes (Hard
/// makes about 0.23, the beginner, which blunders in 6 decisions of 16, about 0.34).
pub const CAREFUL_BLUNDERS: f64 = 0.3;

/// How far below the heuristic's best score a move must be to count as a blunder: such a
/// move passes up a cut, a finish or an entry, or leaves a pawn where it is cut about one
/// throw in two. Finer differences of safety and progress are judgement, not blunders.
pub const BLUNDER: i32 = 3000;

// The race between candidate moves (`search`).

/// Rollouts per round of a race, per candidate still in it.
pub const ROUND: u32 = 64;
/// Standard errors by which a challenger must trail to leave the race early, or lead to
/// end it: far enough that the full budget would almost never have decided otherwise.
pub const DROP_AT: f64 = 2.5;
pub const WIN_AT: f64 = 3.5;

// The evaluation (`eval`).

/// Features per seat read off the pawns.
pub const BASE: usize = 11;
/// The base features once per block of weights: careful play among careful seats,
/// random play, careful play against random play.
pub const FEATURES: usize = 3 * BASE;

/// Fitted by `dhayam-cli fit-eval --games 20000 --seed 1 --every 5`. The first block is
/// kept from the fit before the other two existed, so that play among careful seats is
/// judged exactly as when the README's figures were measured: a refit prints it within
/// 0.001 of these (the greedy player has changed a little since), so paste only the
/// other two blocks unless those figures are measured again.
pub const WEIGHTS: [f64; FEATURES] = [
    0.557645,  // steps to go /48
    -0.195744, // pawns never entered
    -0.150176, // pawns cut, waiting
    -1.781108, // steps to go /48, late in the race
    -0.260000, // gate closed
    -0.035408, // gate closed x pawns on board
    0.068787,  // pawns in the inner rings
    0.207503,  // pawns on the centre
    -1.147795, // progress in danger /48
    0.014879,  // to move
    -0.031729, // seats before its turn
    0.084705,  // steps to go /48, moving at random
    -0.103955, // pawns never entered, moving at random
    -0.092325, // pawns cut, waiting, moving at random
    -1.596265, // steps to go /48, late in the race, moving at random
    -0.580007, // gate closed, moving at random
    -0.158594, // gate closed x pawns on board, moving at random
    0.062561,  // pawns in the inner rings, moving at random
    0.430972,  // pawns on the centre, moving at random
    -1.262454, // progress in danger /48, moving at random
    0.004731,  // to move, moving at random
    -0.028743, // seats before its turn, moving at random
    0.503518,  // steps to go /48, against random play
    -0.298971, // pawns never entered, against random play
    -0.230639, // pawns cut, waiting, against random play
    -1.395785, // steps to go /48, late in the race, against random play
    -0.129913, // gate closed, against random play
    -0.135775, // gate closed x pawns on board, against random play
    0.136240,  // pawns in the inner rings, against random play
    0.314339,  // pawns on the centre, against random play
    -0.861231, // progress in danger /48, against random play
    0.030047,  // to move, against random play
    -0.035683, // seats before its turn, against random play
];

/// The pawns per seat the weights were fitted with.
pub const FITTED_PAWNS: f64 = 4.0;
