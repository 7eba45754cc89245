//! The command line's grammar, for clap: every subcommand with its options and its help
//! (`dhayam-cli help check`, `dhayam-cli makruk perft --help`). clap checks names,
//! counts and numbers and answers `--help` and `--version`; each subcommand's own file
//! then reads the values (rules, seats, levels) and says what is wrong with them.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Positions, moves and simulations of Dhayam and Makruk, without a window.
///
/// Exit codes: 0 success, 1 a file that does not check, 2 bad arguments or a malformed
/// position.
/// Every house rule and its values, as `--rules` takes them (the house rules of
/// docs/src/reference/dhayam-rules.md, and the families' variants of docs/variants.md); a
/// test checks each one parses.
macro_rules! rules_list {
    () => {
        "turn=immediate|pooled, entry=seed|open5|one, cutbonus=off|on, places=off|on, \
         pawns=4|5|6; as families play it (docs/variants.md): dice=long|cowrie6|cowrie4, \
         board=7x7|5x5, gate=on|off, teams=off|on, forpartner=off|on, pairs=off|block|twin"
    };
}

/// The help of every Dhayam command's `--rules`.
const RULES_HELP: &str = concat!(
    "The house rules, as K=V,... (default: the seeds' game): ",
    rules_list!()
);

#[derive(Parser)]
#[command(
    name = "dhayam-cli",
    version,
    propagate_version = true,
    subcommand_required = true,
    arg_required_else_help = true,
    after_help = concat!(
        "levels: random, beginner, greedy (easy), medium, hard, expert\n",
        "rules (--rules K=V,...): ",
        rules_list!(),
        "\n'dhayam-cli help COMMAND' (or COMMAND --help) explains each command."
    )
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// One line per legal move: <move> <resulting DPN>, sorted by move text.
    Moves(MovesArgs),
    /// Plays whole games and prints games/s, throws, moves, wins and the dice's values.
    Sim(SimArgs),
    /// Level A against level B, seats rotated on shared dice: win rates with 95%
    /// intervals and think times.
    Arena(ArenaArgs),
    /// What each search setting loses per decision against R rollouts played to the King.
    Decisions(DecisionsArgs),
    /// Validates saved games of either game: one line per file; exit 0 if all are valid.
    Check(CheckArgs),
    /// The position (DPN) after PLY plies of a saved Dhayam game.
    Replay(ReplayArgs),
    /// Every legal move with the mover's chance to become King after it, best first.
    Hint(HintArgs),
    /// Marks each decision of the seats (default: the people) by the King chance it lost.
    Review(ReviewArgs),
    /// The exercises a saved game of either game gives its people: their decisions that
    /// lost the most (at most five), one line each beginning `exercise:` with the ply, the
    /// position (DPN or FEN), the move played, the better move and the chance lost.
    Learn(LearnArgs),
    /// Fits the evaluation's weights to greedy games; prints held-out log-loss and the
    /// weights as Rust source.
    FitEval(FitEvalArgs),
    /// Learns the network of the learned evaluation by self-play (TD(λ) over
    /// afterstates), checkpointing to --out and resuming from it; every --every games,
    /// the network's player against --against.
    Train(TrainArgs),
    /// How far win chances can be trusted: a reliability table and the Brier score of
    /// the linear and the learned evaluation (and optionally rollouts) on positions from
    /// whole games.
    Calibrate(CalibrateArgs),
    /// Makruk (Thai chess): perft, play, moves, pgn, uci, arena, hint, review,
    /// datagen, train.
    Makruk(MakrukArgs),
    /// Play at a distance (docs/online-protocol.md): host a game for guests, or join one
    /// with an invitation; the CLI's seats are played by a computer level.
    #[cfg(feature = "online")]
    Online(OnlineArgs),
}

#[derive(Args)]
pub struct MovesArgs {
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
    /// Reads one DPN per line on stdin (or RULES<TAB>DPN); each answer ends with a blank
    /// line.
    #[arg(long)]
    pub batch: bool,
    /// The position in DPN, in quotes (it starts with `-` when Red does not play).
    #[arg(value_name = "DPN", allow_hyphen_values = true)]
    pub dpn: Vec<String>,
}

#[derive(Args)]
pub struct SimArgs {
    #[arg(long, value_name = "N")]
    pub games: Option<u64>,
    /// The seats that play, e.g. RGYB or RY.
    #[arg(long, value_name = "SEATS")]
    pub seats: Option<String>,
    /// random or greedy.
    #[arg(long, value_name = "POLICY")]
    pub policy: Option<String>,
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
}

#[derive(Args)]
pub struct ArenaArgs {
    /// Level A.
    #[arg(long, value_name = "LEVEL")]
    pub a: Option<String>,
    /// Level B.
    #[arg(long, value_name = "LEVEL")]
    pub b: Option<String>,
    /// RY or RGYB.
    #[arg(long, value_name = "SEATS")]
    pub seats: Option<String>,
    /// Games, at least 1 (default 200).
    #[arg(long, value_name = "N")]
    pub games: Option<u64>,
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
    /// 1 to 256 (default: every core).
    #[arg(long, value_name = "T")]
    pub threads: Option<u64>,
    /// Thinks as in the app (time budget, every core).
    #[arg(long)]
    pub timed: bool,
}

#[derive(Args)]
pub struct DecisionsArgs {
    /// PLAYOUTS:HORIZON[:WIDTH[:HOW]],... (HORIZON: throws before a rollout asks the
    /// evaluation, or 'end'; WIDTH 1-5, default 5; HOW: linear (default), learned (the
    /// network at the horizon) or expert (and the network one throw ahead ranking the
    /// candidates); medium is 16:4:2, hard 4096:32:5, expert 4096:32:5:expert).
    #[arg(long = "try", value_name = "SETTINGS")]
    pub try_: Option<String>,
    #[arg(long, value_name = "SEATS")]
    pub seats: Option<String>,
    #[arg(long, value_name = "N")]
    pub cases: Option<u64>,
    #[arg(long, value_name = "R")]
    pub reference: Option<u64>,
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
    /// random or beginner: the first seat's decisions in games against that level
    /// (default: greedy self-play).
    #[arg(long, value_name = "LEVEL")]
    pub against: Option<String>,
}

#[derive(Args)]
pub struct CheckArgs {
    /// .dhayam files (Dhayam or Makruk games).
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
}

#[derive(Args)]
pub struct ReplayArgs {
    /// A saved Dhayam game.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Plies to replay (default: all of them).
    #[arg(long, value_name = "PLY")]
    pub to: Option<u64>,
}

#[derive(Args)]
pub struct HintArgs {
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
    /// The position in DPN, in quotes (it starts with `-` when Red does not play).
    #[arg(value_name = "DPN", allow_hyphen_values = true)]
    pub dpn: Vec<String>,
}

#[derive(Args)]
pub struct ReviewArgs {
    /// A saved Dhayam game.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    #[arg(long, value_name = "SEATS")]
    pub seats: Option<String>,
}

#[derive(Args)]
pub struct LearnArgs {
    /// A saved game, Dhayam or Makruk.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Only this person's decisions (the name as the game saved it; default: every
    /// person's, never a computer's).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
}

#[derive(Args)]
pub struct FitEvalArgs {
    #[arg(long, value_name = "N")]
    pub games: Option<u64>,
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Samples every K-th throw.
    #[arg(long, value_name = "K")]
    pub every: Option<u64>,
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
}

#[derive(Args)]
pub struct TrainArgs {
    /// The checkpoint: read if it exists (training resumes), written every --every games.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Self-play games to play in this run (default 10000; 0: only measure --out).
    #[arg(long, value_name = "N")]
    pub games: Option<u64>,
    /// Games between checkpoints and measurements (default 1000).
    #[arg(long, value_name = "N")]
    pub every: Option<u64>,
    /// Seats of the self-play games (default RY).
    #[arg(long, value_name = "SEATS")]
    pub seats: Option<String>,
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// TD(λ)'s λ (default 0.7).
    #[arg(long, value_name = "L")]
    pub lambda: Option<f32>,
    /// Learning rate (default 0.01).
    #[arg(long, value_name = "R")]
    pub rate: Option<f32>,
    /// Share of self-play decisions made at random (default 0).
    #[arg(long, value_name = "P")]
    pub explore: Option<f64>,
    /// Hidden units of a new network, 32 to 128 (default 48).
    #[arg(long, value_name = "H")]
    pub hidden: Option<u64>,
    /// The level the network's player meets at each measurement (default greedy).
    #[arg(long, value_name = "LEVEL")]
    pub against: Option<String>,
    /// Arena games per measurement, seats rotated on shared dice (default 400; 0: none).
    #[arg(long, value_name = "N")]
    pub measure: Option<u64>,
    /// How far the measured player looks: `move` (the afterstate, default), `throw` (one
    /// throw ahead, as Expert ranks its candidates), `throw2` or `throw3` (two or three).
    #[arg(long, value_name = "move|throw|throw2|throw3")]
    pub look: Option<String>,
}

#[derive(Args)]
pub struct CalibrateArgs {
    /// Positions to sample (default 20000).
    #[arg(long, value_name = "N")]
    pub positions: Option<u64>,
    /// Every K-th throw of each game is sampled (default 5).
    #[arg(long, value_name = "K")]
    pub every: Option<u32>,
    /// The level every seat of the games plays (default greedy).
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<String>,
    #[arg(long, value_name = "SEATS")]
    pub seats: Option<String>,
    #[arg(long, value_name = "K=V,...", help = RULES_HELP)]
    pub rules: Option<String>,
    /// Seed of the games (default 1001: the network trained on seed 1's games, the
    /// linear evaluation was fitted on seed 1's).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Also rollouts of 32 throws with each evaluation at the horizon, this many per
    /// position (default 0: none; the win chances bar uses 768).
    #[arg(long, value_name = "R")]
    pub rollouts: Option<u32>,
    /// Also the network looking 1 to N throws ahead, as Expert does (default 0: none).
    #[arg(long, value_name = "N")]
    pub look: Option<u8>,
}

#[derive(Args)]
pub struct MakrukArgs {
    #[command(subcommand)]
    pub command: MakrukCommand,
}

#[derive(Subcommand)]
pub enum MakrukCommand {
    /// Leaf moves of the legal move tree (no game ends applied); the last line is
    /// 'nodes N time T ms nps R'.
    Perft {
        /// A FEN in quotes, or startpos.
        fen: String,
        /// 1 to 10.
        depth: String,
        /// First prints each move's count, sorted.
        #[arg(long)]
        divide: bool,
    },
    /// Line 1: the FEN after the moves; line 2: ongoing N (legal moves) | checkmate |
    /// stalemate | draw counting | draw repetition | draw kings (automatic counting).
    Play {
        /// A FEN in quotes, or startpos.
        fen: String,
        /// Moves in UCI (e3e4 …).
        moves: Vec<String>,
    },
    /// One line per legal move: UCI SAN FEN-after, sorted by UCI text.
    Moves {
        /// A FEN in quotes, or startpos.
        fen: String,
    },
    /// Per game: the FEN after its last move and its Result tag, or 'game N, line L:
    /// <reason>' for a game that cannot be read (then exit code 1).
    Pgn {
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// A UCI engine on stdin/stdout (UCI_Variant makruk; options Hash, Threads (1),
    /// Level Beginner|Easy|Medium|Hard|Master, Skill Level 0-20, Seed, Evaluation).
    Uci {
        /// Also list the search's margins as options (RfpMargin, LmrBase, ...), for a
        /// tuner such as tools/makruk-spsa.py; they are taken without it too.
        #[arg(long)]
        tune: bool,
    },
    /// Our levels against each other; each opening twice, colours swapped; prints A's
    /// score with a 95% interval and think times.
    Arena(MakrukArenaArgs),
    /// The best move and the next, with scores and win chances for the side to move.
    Hint {
        /// A FEN in quotes, or startpos.
        fen: String,
        /// Moves in UCI played from it.
        moves: Vec<String>,
    },
    /// Every move marked by the win chance it lost (?! 5%, ? 10%, ?? 20%), the better move.
    Review {
        /// A FEN in quotes, or startpos.
        fen: String,
        /// Moves in UCI played from it.
        moves: Vec<String>,
    },
    /// Self-play games for training the learned evaluation (format:
    /// src/makruk/ai/nnue/games.rs), appended to FILE game by game until it holds --games.
    Datagen(MakrukDatagenArgs),
    /// A match's games against another engine (tools/makruk-sprt.py --keep-moves) as
    /// training games: each position after the opening scored by our search, appended to FILE.
    Relabel(MakrukRelabelArgs),
    /// Trains the learned evaluation on datagen's games (or older position records);
    /// writes the network after each epoch and a checkpoint to resume from.
    Train(MakrukTrainArgs),
}

#[derive(Args)]
pub struct MakrukDatagenArgs {
    /// Games the file holds when done (a file run again goes on from the games it has).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    pub games: u64,
    /// Nodes a move.
    #[arg(long, value_name = "K", default_value_t = 5_000, value_parser = clap::value_parser!(u64).range(100..=100_000_000))]
    pub nodes: u64,
    #[arg(long, value_name = "T", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub threads: u64,
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Random plies from the start before the search plays (each game this many plus 0–4).
    #[arg(long = "random-plies", value_name = "P", default_value_t = 6, value_parser = clap::value_parser!(u64).range(0..=40))]
    pub random_plies: u64,
    /// A game this long is a draw.
    #[arg(long = "max-plies", value_name = "P", default_value_t = 400, value_parser = clap::value_parser!(u64).range(10..=5_000))]
    pub max_plies: u64,
    /// hand, learned (the shipped network) or a network file.
    #[arg(long, value_name = "EVAL", default_value = "hand")]
    pub eval: String,
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

#[derive(Args)]
pub struct MakrukRelabelArgs {
    /// A match folder's games.jsonl, its games kept with their moves.
    #[arg(long, value_name = "FILE")]
    pub from: PathBuf,
    /// Nodes a position.
    #[arg(long, value_name = "K", default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(100..=100_000_000))]
    pub nodes: u64,
    /// hand, learned (the shipped network) or a network file.
    #[arg(long, value_name = "EVAL", default_value = "learned")]
    pub eval: String,
    /// The games file (datagen's format); run again, it goes on from the games it has.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

#[derive(Args)]
pub struct MakrukTrainArgs {
    /// Datagen's files, games or position records (the last share of all positions is
    /// held out).
    #[arg(long, value_name = "FILE", required = true)]
    pub data: Vec<PathBuf>,
    /// The network, written after each epoch.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Saved after each epoch; a run given an existing one goes on from it.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: PathBuf,
    #[arg(long, value_name = "E", default_value_t = 10)]
    pub epochs: usize,
    #[arg(long, value_name = "B", default_value_t = 16_384)]
    pub batch: usize,
    #[arg(long, value_name = "LR", default_value_t = 0.001)]
    pub lr: f32,
    /// The learning rate halves every this many epochs.
    #[arg(long = "lr-step", value_name = "E", default_value_t = 4)]
    pub lr_step: usize,
    /// The game result's share of the target (the search score's is 1 − λ).
    #[arg(long, value_name = "L", default_value_t = 0.3)]
    pub lambda: f32,
    /// The share of records held out for the validation loss.
    #[arg(long, value_name = "F", default_value_t = 0.05)]
    pub validation: f64,
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub threads: usize,
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Also trains on every position mirrored a ↔ h (the same worth: no castling).
    #[arg(long)]
    pub mirror: bool,
    /// The inputs' layout of a new network: plain (nets 1–5), mirror, khun-4 or khun-8
    /// (blocks chosen by each side's khun square: src/makruk/ai/nnue/buckets.rs). A run
    /// that resumes keeps its checkpoint's.
    #[arg(long, value_name = "LAYOUT", default_value = "plain")]
    pub buckets: String,
    /// A new run starts from this network's weights, not random ones (fine-tuning on
    /// newer games), in its layout.
    #[arg(long, value_name = "NET", conflicts_with = "buckets")]
    pub from: Option<PathBuf>,
}

/// Options given back as words for a subcommand's own reader: `--name value`, `--flag`.
#[derive(Args)]
pub struct MakrukArenaArgs {
    /// Beginner, Easy, Medium, Hard or Master.
    #[arg(long, value_name = "LEVEL", required = true)]
    pub a: String,
    #[arg(long, value_name = "LEVEL", required = true)]
    pub b: String,
    /// 1 to 100000 (default 20).
    #[arg(long, value_name = "N")]
    pub games: Option<String>,
    #[arg(long, value_name = "S")]
    pub seed: Option<String>,
    /// Caps every move (default: each level's own time).
    #[arg(long, value_name = "MS")]
    pub movetime: Option<String>,
    /// Nodes a move for both sides, 1 to 10^9 (with --movetime, whichever comes first):
    /// a match that a busy machine does not skew.
    #[arg(long, value_name = "N")]
    pub nodes: Option<String>,
    /// 1 to 64 (default 1).
    #[arg(long, value_name = "T")]
    pub threads: Option<String>,
    /// Random plies before the levels play, 0 to 40 (default 6).
    #[arg(long, value_name = "PLIES")]
    pub openings: Option<String>,
    /// 10 to 5000 (default 400).
    #[arg(long = "max-plies", value_name = "P")]
    pub max_plies: Option<String>,
    /// Also fits the win-chance scale to the games' scores and results.
    #[arg(long)]
    pub fit: bool,
    /// A's evaluation: level (the level's own, the default: learned for Master, hand below), hand, learned (the shipped network) or a network file.
    #[arg(long = "a-eval", value_name = "EVAL")]
    pub a_eval: Option<String>,
    /// B's evaluation, as --a-eval.
    #[arg(long = "b-eval", value_name = "EVAL")]
    pub b_eval: Option<String>,
}

pub fn arguments(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    args.into_iter()
        .filter(|a| !a.to_string_lossy().starts_with("-psn_"))
        .collect()
}

#[cfg(feature = "online")]
#[derive(Args)]
pub struct OnlineArgs {
    #[command(subcommand)]
    pub command: OnlineCommand,
}

#[cfg(feature = "online")]
#[derive(Subcommand)]
pub enum OnlineCommand {
    /// Prints 'invitation: TEXT' (and 'link: URL' with --web-page), waits for guests to take the --guests seats, plays the
    /// others with --level, and prints the entries, 'result: …' and 'record: DIGEST'.
    Host(OnlineHostArgs),
    /// Joins with an invitation, takes a seat, plays it with --level, and prints the
    /// entries, 'result: …', the dice check and 'record: DIGEST' (exit 1 if the host's
    /// game or dice do not check).
    Join(OnlineJoinArgs),
}

#[cfg(feature = "online")]
#[derive(Args)]
pub struct OnlineHostArgs {
    /// dhayam or makruk.
    #[arg(long, default_value = "dhayam")]
    pub game: String,
    /// Dhayam: the seats that play, as letters (RGYB).
    #[arg(long, default_value = "RY")]
    pub seats: String,
    /// Dhayam: house rules (as `moves --rules`); Makruk: the start FEN.
    #[arg(long)]
    pub rules: Option<String>,
    /// The seats guests take: letters for Dhayam, w/b for Makruk.
    #[arg(long, default_value = "Y")]
    pub guests: String,
    /// The level of the host's own seats (Dhayam: random … hard; Makruk: random,
    /// beginner … master).
    #[arg(long)]
    pub level: Option<String>,
    /// This machine only: bound to 127.0.0.1, no relay, no address lookup.
    #[arg(long, conflicts_with = "relay")]
    pub local: bool,
    /// The relay to use when no direct path can be found: an http(s) URL of the family's
    /// own relay, or 'none' (direct paths only; nothing is sent to n0). Without it: n0's
    /// public relays and address lookup.
    #[arg(long, value_name = "URL|none", value_parser = parse_relays)]
    pub relay: Option<dhayam::online::relay::Relays>,
    /// The web edition's page: prints 'link: PAGE#join=INVITATION' after the invitation,
    /// a link that opens the page joining this game in a browser.
    #[arg(long, value_name = "URL", value_parser = parse_web_page)]
    pub web_page: Option<dhayam::online::web_link::WebPage>,
    /// The host's key, kept so its invitations survive a restart (made if missing).
    #[arg(long, value_name = "FILE")]
    pub key_file: Option<PathBuf>,
    /// Seconds to wait for the guests before giving up.
    #[arg(long, default_value_t = 600)]
    pub wait: u64,
    /// Games to play: after each, a rematch with the same players (Makruk's change
    /// colours).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub games: u32,
    /// The least milliseconds between two of this end's actions.
    #[arg(long, default_value_t = 100)]
    pub pace: u64,
    /// The messages a guest may send in 10 s before it is cut off as a flooder (tests and
    /// benchmarks raise it to play computer games at full speed).
    #[arg(long, default_value_t = 300)]
    pub flood: u32,
    /// Shows the game on this home network (mDNS) while seats are open, and prints its
    /// short code (`code: …`). Not with --local.
    #[arg(long, conflicts_with = "local")]
    pub lan: bool,
    /// The host's name, as the home network's list shows it.
    #[arg(long, default_value = "")]
    pub name: String,
    /// What the host answers a guest that found the game on the home network and asks to
    /// be let in: let-in, refuse, or none (no answer: refused after a minute).
    #[arg(long, default_value = "let-in", value_parser = ["let-in", "refuse", "none"])]
    pub answer: String,
}

#[cfg(feature = "online")]
#[derive(Args)]
pub struct OnlineJoinArgs {
    /// The invitation's text (none with --lan).
    #[arg(required_unless_present = "lan", conflicts_with = "lan")]
    pub invitation: Option<String>,
    /// Joins the first game of --game shown on this home network (mDNS) instead of an
    /// invitation: the host's player is asked, unless --code is given.
    #[arg(long, conflicts_with = "local")]
    pub lan: bool,
    /// With --lan: the game to look for (dhayam or makruk).
    #[arg(long, default_value = "dhayam", requires = "lan")]
    pub game: String,
    /// With --lan: the game's short code as the host's lobby shows it (let in without
    /// asking).
    #[arg(long, requires = "lan")]
    pub code: Option<String>,
    /// The seat to take (default: the first open one).
    #[arg(long)]
    pub seat: Option<String>,
    #[arg(long, default_value = "Guest")]
    pub name: String,
    /// The level that plays the seat.
    #[arg(long)]
    pub level: Option<String>,
    /// This machine only (the invitation must have a loopback address).
    #[arg(long, conflicts_with = "relay")]
    pub local: bool,
    /// The relay to use when no direct path can be found: an http(s) URL of the family's
    /// own relay, or 'none' (direct paths only; nothing is sent to n0). Without it: n0's
    /// public relays and address lookup.
    #[arg(long, value_name = "URL|none", value_parser = parse_relays)]
    pub relay: Option<dhayam::online::relay::Relays>,

    /// Seconds to wait for the game to end before giving up.
    #[arg(long, default_value_t = 3600)]
    pub wait: u64,
    /// Games to play: the host's rematches follow the first.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub games: u32,
    /// The least milliseconds between two of this end's actions.
    #[arg(long, default_value_t = 100)]
    pub pace: u64,
}

/// `--web-page`'s value, read as the window's setting is.
#[cfg(feature = "online")]
fn parse_web_page(text: &str) -> Result<dhayam::online::web_link::WebPage, String> {
    text.parse()
        .map_err(|e: dhayam::online::web_link::WebPageError| e.to_string())
}

/// `--relay`'s value, read as the window's setting is.
#[cfg(feature = "online")]
fn parse_relays(text: &str) -> Result<dhayam::online::relay::Relays, String> {
    match text.trim() {
        "" => Err("give an http(s) address or 'none'".into()),
        t => t
            .parse()
            .map_err(|e: dhayam::online::relay::RelayError| e.to_string()),
    }
}
