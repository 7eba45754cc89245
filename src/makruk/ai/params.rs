//! Every tunable number of Makruk's engine, in one place (after Viridithas'
//! `search/parameters.rs`). Scores are centipawns: a bia is about 100.
//!
//! How they were set is in README.md ("Makruk's computer players"): material from the
//! values Makruk players and Fairy-Stockfish use, the rest by short self-play matches
//! (`dhayam-cli makruk arena`) and matches against Fairy-Stockfish. The search's margins
//! below are also knobs a tuner can set over UCI (`tune::KNOBS`); these are their defaults.

/// The evaluation's terms (`eval::features`), White's count minus Black's; each has a
/// middlegame and an endgame weight below, blended by the phase.
pub const F_MATERIAL: usize = 0; // met, khon, ma, ruea, bia (a promoted bia is a met)
pub const F_CENTRE: usize = 5; // khun, met, khon, ma, ruea: steps in from the rim (0–3)
pub const F_KHUN_ADVANCE: usize = 10; // ranks the khun has come forward (up to 3)
pub const F_KHUN_GUARD: usize = 11; // mets, khons and bias of its own next to the khun
pub const F_BIA_ADVANCE: usize = 12; // bias on their 4th rank, and on their 5th
pub const F_BIA_GUARDED: usize = 14; // a bia guarded by a bia of its own
pub const F_BIA_ISOLATED: usize = 15; // no bia of its own on a neighbouring file
pub const F_BIA_DOUBLED: usize = 16; // two bias of one colour on a file
pub const F_MOBILITY: usize = 17; // met, khon, ma, ruea: squares reached that are free of
// its own pieces and not attacked by an enemy bia
pub const F_RUEA_OPEN: usize = 21; // a ruea on a file with no bia
pub const F_RUEA_SEMI_OPEN: usize = 22; // ... with no bia of its own
pub const F_KHUN_ATTACK: usize = 23; // (attack units on the khun's squares)² / scale
pub const F_TEMPO: usize = 24; // the side to move
pub const F_BIA_THREAT: usize = 25; // a piece (not a bia or khun) attacked by an enemy bia
pub const N_FEATURES: usize = 26;

/// The weights, middlegame and endgame, in the order above: fitted to Fairy-Stockfish's
/// depth-8 scores of 5,061 positions (`examples/makruk_fit.rs`; README), the tempo then
/// set by hand (an even-depth search gives the side to move far more than a move is worth).
#[rustfmt::skip]
pub const WEIGHTS_MG: [i32; N_FEATURES] = [
    151, 200, 300, 458, 102, // material
    15, 16, 15, 15, -6,      // centre
    -15, 10,                 // khun advance, guard
    -4, 9,                   // bia advance
    14, -10, -33,            // bia guarded, isolated, doubled
    1, 8, 4, 2,              // mobility
    24, 15,                  // ruea open, semi-open
    2,                       // khun attack
    20,                      // tempo
    -65,                     // bia threat
];
#[rustfmt::skip]
pub const WEIGHTS_EG: [i32; N_FEATURES] = [
    152, 204, 278, 500, 91,  // material
    2, 5, 5, 4, -7,          // centre
    29, 6,                   // khun advance, guard
    -17, 2,                  // bia advance
    24, 1, -7,               // bia guarded, isolated, doubled
    1, -5, 0, 2,             // mobility
    8, 11,                   // ruea open, semi-open
    -1,                      // khun attack
    20,                      // tempo
    -42,                     // bia threat
];

/// What each role adds to the game phase (1.0 = all of it on the board, the middlegame).
pub const PHASE_WEIGHT: [i32; 6] = [0, 1, 2, 2, 4, 0];
/// The phase of the start position: 2 mets, 4 khons, 4 mas, 4 rueas.
pub const PHASE_MAX: i32 = 2 + 4 * 2 + 4 * 2 + 4 * 4;

/// Attack units on the squares round a khun, by the attacking role, and their scale.
pub const KHUN_ATTACK: [i32; 6] = [0, 0, 10, 6, 8, 0];
pub const KHUN_ATTACK_SCALE: i32 = 6;

/// Driving a bare khun (or a weaker side with no bias) to the rim: per step of the weak
/// khun from the centre, and per step the stronger khun comes closer.
pub const MOP_UP_RIM: i32 = 14;
pub const MOP_UP_CLOSE: i32 = 6;
/// Material that cannot force mate against a bare khun is divided by this (a lone met,
/// khon or ma; two mas; a ma and a met; mets of one colour of squares only).
pub const DRAWISH_DIVISOR: i32 = 8;
/// A bare khun against bias: per rank each bia has come from its start (`eval`'s
/// `promotion_ending`).
pub const PROMOTION_PUSH: i32 = 20;
/// While a count runs, the stronger side's advantage fades over this many last plies.
pub const COUNT_FADE_PLIES: i32 = 32;
/// The fade keeps this many plies' worth: at the limit the advantage is a third.
pub const COUNT_FADE_FLOOR: i32 = 16;

/// Search: mate scores and bounds.
pub const INFINITY: i32 = 32_000;
pub const MATE: i32 = 31_000;
/// Scores beyond this are mates (MATE minus the plies to it).
pub const MATE_BOUND: i32 = MATE - 1_000;
pub const MAX_PLY: usize = 100;

/// Aspiration: from this depth the root is searched in a window this wide either side of
/// the last depth's score, doubled on each failure, the whole window past the maximum.
pub const ASPIRATION_DEPTH: i32 = 4;
pub const ASPIRATION_DELTA: i32 = 20;
pub const ASPIRATION_MAX: i32 = 600;

/// Reverse futility: at depth ≤ this, a static eval this much per depth above beta cuts.
pub const RFP_DEPTH: i32 = 6;
pub const RFP_MARGIN: i32 = 85;
/// Razoring: at depth ≤ this, a static eval `RAZOR_BASE + RAZOR_MARGIN × depth²` below
/// alpha hands the node to quiescence.
pub const RAZOR_DEPTH: i32 = 3;
pub const RAZOR_BASE: i32 = 250;
pub const RAZOR_MARGIN: i32 = 150;
/// Null move: from this depth, reduced by `NULL_BASE + depth / NULL_DIVISOR`.
pub const NULL_MIN_DEPTH: i32 = 3;
pub const NULL_BASE: i32 = 3;
pub const NULL_DIVISOR: i32 = 4;
/// ... and by one more per this much of the static eval above beta (at most three).
pub const NULL_EVAL: i32 = 200;
/// Late-move reductions: from this depth and this move number, by
/// `LMR_BASE + ln(depth) ln(moves) / LMR_DIVISOR`.
pub const LMR_MIN_DEPTH: i32 = 3;
pub const LMR_MIN_MOVE: usize = 3;
pub const LMR_BASE: f64 = 0.5;
pub const LMR_DIVISOR: f64 = 2.3;
/// Late-move pruning: at depth ≤ this, quiet moves after `LMP_BASE + depth²` are skipped.
pub const LMP_DEPTH: i32 = 3;
pub const LMP_BASE: usize = 4;
/// Futility: at a depth after its reduction ≤ this, a quiet move cannot lift a static eval
/// this far below alpha.
pub const FUTILITY_DEPTH: i32 = 6;
pub const FUTILITY_BASE: i32 = 80;
pub const FUTILITY_MARGIN: i32 = 110;
/// ... and only with more than this many pieces on the board (zugzwang in bare endings).
pub const NULL_MIN_PIECES: usize = 5;
/// Late-move reductions shrink by one per this much history.
pub const LMR_HISTORY: i32 = 16_000;
/// Internal iterative reduction: a node this deep with no table move is searched a ply less.
pub const IIR_DEPTH: i32 = 4;
/// History: a cut-off's bonus is depth², at most this; scores stay within ±`HISTORY_MAX`
/// (each update pulls them back by their share of it); each new search divides them by
/// `HISTORY_AGEING`, so the last search's lessons count but fade.
pub const HISTORY_BONUS_MAX: i32 = 400;
pub const HISTORY_MAX: i32 = 16_384;
pub const HISTORY_AGEING: i32 = 8;
/// Capture history orders captures of the same worth: its score (within ±`HISTORY_MAX`)
/// is divided by this before it is added to MVV-LVA's (a victim's value × 16).
pub const CAPTURE_HISTORY_DIVISOR: i32 = 8;
/// Static exchange pruning: at depth ≤ this, at a node neither PV nor in check, a move
/// that gives no check and loses more than `SEE_QUIET_MARGIN × depth²` (a quiet move) or
/// `SEE_NOISY_MARGIN × depth` (a capture or promotion) on its square is skipped.
pub const SEE_PRUNE_DEPTH: i32 = 5;
pub const SEE_QUIET_MARGIN: i32 = 15;
pub const SEE_NOISY_MARGIN: i32 = 90;
/// Quiescence: a capture that cannot lift the score to alpha with this margin is skipped.
pub const DELTA_MARGIN: i32 = 150;

/// Correction history (`correction`): entries per side to move, and the most it corrects
/// a static eval by (centipawns).
pub const CORRECTION_SIZE: usize = 16_384;
pub const CORRECTION_MAX: i32 = 150;

/// Default transposition table size.
pub const HASH_MB: usize = 32;

/// Time: a share of the remaining clock per move, and of the increment.
pub const CLOCK_MOVES: u32 = 30;
pub const INCREMENT_SHARE: f64 = 0.75;
/// Kept back from a clock's time for the move to reach the other side.
pub const MOVE_OVERHEAD_MS: u64 = 10;
/// Kept back from a fixed time a move (`go movetime`), which no clock runs down: the
/// search's look at the clock (every 1,024 nodes, about a millisecond) and the answer's
/// writing. Fairy-Stockfish, like Stockfish, spends a movetime whole.
pub const MOVETIME_MARGIN_MS: u64 = 2;
/// A new iteration starts only while less than this share of the soft limit is spent.
pub const ITERATION_SHARE: f64 = 0.55;

/// The logistic that turns centipawns into a win chance for the side to move:
/// `1 / (1 + exp(-cp / WIN_CHANCE_SCALE))`. Fitted to 35,253 positions of 200 Master–Hard
/// arena games (`arena --fit`, README).
pub const WIN_CHANCE_SCALE: f64 = 230.0;

/// Root scores beyond this are clamped before a level's softmax (a lost ruea and a lost
/// game are both simply bad).
pub const SOFTMAX_CLAMP: i32 = 3_000;

/// Advice (`advisor`, `hint`): each job has its own hash table of this many MB, small.
pub const ADVICE_HASH_MB: usize = 16;
/// A hint's search: nodes and time, whichever ends first.
pub const HINT_NODES: u64 = 600_000;
pub const HINT_MS: u64 = 900;
/// The evaluation bar's search: shorter than a hint's.
pub const EVAL_BAR_NODES: u64 = 150_000;
pub const EVAL_BAR_MS: u64 = 250;
/// A review's search of each position.
pub const REVIEW_NODES: u64 = 80_000;
pub const REVIEW_MS: u64 = 140;
/// The window's review looks at every position first within about `REVIEW_FIRST_MS` for the
/// whole game (at least `REVIEW_FIRST_MIN_MS` a position), so every move has a mark within
/// a few seconds, and then with `REVIEW_MS` (`advice::review_passes`). On the 220-ply game
/// of issue 62's check the first look marked 6 moves in 1.8 s where the deeper one marks
/// 16 in 20.5 s (a debug build on a busy machine).
pub const REVIEW_FIRST_MS: u64 = 3_000;
pub const REVIEW_FIRST_MIN_MS: u64 = 10;

/// A draw offered to the computer: a search of this many nodes (with a table of this many
/// MB), and the computer accepts when its own score is at most this (about level).
pub const DRAW_OFFER_NODES: u64 = 40_000;
pub const DRAW_OFFER_HASH_MB: usize = 1;
pub const DRAW_ACCEPT_MAX_CP: i32 = 30;

/// Traditional counting at the window's table: the computer starts a count when its last
/// score is below minus this (it is the weaker side), and stops its own count when above
/// this (it has become the stronger, and its mate would be a draw).
pub const COUNT_MARGIN_CP: i32 = 150;
