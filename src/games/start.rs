//! Where the window starts, for screenshots: each game's own starts, read from the
//! window's command line ([`WindowArgs`]), and the game each puts on the table.

use std::path::PathBuf;

#[cfg(feature = "gui")]
use crate::dhayam;
use crate::dhayam::rules::Options;
#[cfg(feature = "gui")]
use crate::games::{ActiveGame, GameKind, Settings};
#[cfg(feature = "gui")]
use crate::makruk;

/// The window's command line, for clap: it answers `--help` and `--version` and refuses
/// what it does not know (with a hint) before any window opens; [`Start::from_args`] and
/// `shell::Launch::file_argument` then read the values.
#[derive(clap::Parser, Debug)]
#[command(
    name = "dhayam",
    version,
    about = "Dhayam, the Tamil dice race, and Makruk, Thai chess, in a window.",
    after_help = "Without a display, dhayam-cli plays and checks games on the command line."
)]
pub struct WindowArgs {
    /// A saved game (.dhayam) to open; file managers start the game so.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// For screenshots: a game played PLIES plies (from SEED, under RULES K=V,...).
    #[arg(long, value_name = "PLIES[:SEED[:RULES]]")]
    pub advance: Option<String>,
    /// For screenshots: lesson N of the tutorial (Ne: its exercise).
    #[arg(long, value_name = "N[e]")]
    pub tutorial: Option<String>,
    /// For screenshots: a game of Makruk between two people (or its tutorial with
    /// --tutorial).
    #[arg(long)]
    pub makruk: bool,
    /// With --makruk: the position to start from.
    #[arg(long = "makruk-fen", value_name = "FEN", requires = "makruk")]
    pub makruk_fen: Option<String>,
}

impl WindowArgs {
    /// The options that take a value.
    pub const VALUED: [&str; 3] = ["--advance", "--tutorial", "--makruk-fen"];

    /// Where the window starts, as [`Start::from_args`] reads the same options (so that
    /// `--advance=5` and `--advance 5` are one).
    pub fn start(&self) -> Start {
        let mut words: Vec<std::ffi::OsString> = vec!["dhayam".into()];
        for (flag, value) in [
            ("--advance", &self.advance),
            ("--tutorial", &self.tutorial),
            ("--makruk-fen", &self.makruk_fen),
        ] {
            if let Some(v) = value {
                words.push(flag.into());
                words.push(v.into());
            }
        }
        if self.makruk {
            words.push("--makruk".into());
        }
        Start::from_args(words)
    }

    /// The command line without what macOS adds when Finder starts an app (`-psn_…`).
    pub fn arguments(
        args: impl IntoIterator<Item = std::ffi::OsString>,
    ) -> Vec<std::ffi::OsString> {
        args.into_iter()
            .filter(|a| !a.to_string_lossy().starts_with("-psn_"))
            .collect()
    }
}

/// Where the window starts, for screenshots: `dhayam --advance PLIES[:SEED[:RULES]]`
/// plays a game that far (and on to a person's choice between moves), `dhayam --tutorial
/// N` opens lesson N (1-based) and `--tutorial Ne` its exercise.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Start {
    /// The new game dialog (or the offer to resume, or the file named).
    #[default]
    Newcomer,
    Advance {
        plies: usize,
        seed: u64,
        options: Options,
    },
    Tutorial {
        lesson: usize,
        exercise: bool,
    },
    /// `--makruk [FEN]`: a game of Makruk between two people, from the start or a FEN;
    /// with `--tutorial N[e]`, Makruk's tutorial at that lesson.
    Makruk {
        fen: Option<String>,
        tutorial: Option<(usize, bool)>,
    },
}

impl Start {
    /// The game this start puts on the table: the game played `last` for a newcomer,
    /// Dhayam's game played that far, Makruk's from a FEN, or a new game of Dhayam (its
    /// tutorial opens on it).
    #[cfg(feature = "gui")]
    pub fn table(&self, last: Option<GameKind>, settings: &Settings) -> ActiveGame {
        match self {
            Start::Advance {
                plies,
                seed,
                options,
            } => ActiveGame::Dhayam(dhayam::ui::Session::advanced(*plies, *seed, *options)),
            Start::Makruk { fen, .. } => makruk_table(fen.as_deref(), &settings.makruk),
            Start::Newcomer if last == Some(GameKind::Makruk) => ActiveGame::Makruk(
                makruk::ui::session::Session::startup(settings.makruk.clone()),
            ),
            Start::Newcomer | Start::Tutorial { .. } => {
                ActiveGame::Dhayam(dhayam::ui::Session::startup())
            }
        }
    }

    /// The tutorial lesson (1-based) this start opens, and whether at its exercise.
    pub fn tutorial(&self) -> Option<(usize, bool)> {
        match *self {
            Start::Tutorial { lesson, exercise }
            | Start::Makruk {
                tutorial: Some((lesson, exercise)),
                ..
            } => Some((lesson, exercise)),
            _ => None,
        }
    }

    /// The start a command line asks for; anything it cannot read is ignored.
    pub fn from_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> Start {
        let args: Vec<String> = args
            .into_iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        let value = |flag: &str| {
            args.iter()
                .position(|a| a == flag)
                .and_then(|i| args.get(i + 1))
        };
        if let Some(v) = value("--advance") {
            let mut parts = v.splitn(3, ':');
            let advance = (|| {
                let plies = parts.next()?.parse().ok()?;
                let seed = parts.next().unwrap_or("1").parse().ok()?;
                let options = parts.next().unwrap_or("").parse().ok()?;
                Some(Start::Advance {
                    plies,
                    seed,
                    options,
                })
            })();
            if let Some(start) = advance {
                return start;
            }
        }
        let tutorial = value("--tutorial").and_then(|v| {
            let (n, exercise) = match v.strip_suffix('e') {
                Some(n) => (n, true),
                None => (v.as_str(), false),
            };
            Some((n.parse().ok()?, exercise))
        });
        if args.iter().any(|a| a == "--makruk") {
            return Start::Makruk {
                fen: value("--makruk-fen").cloned(),
                tutorial,
            };
        }
        if let Some((lesson, exercise)) = tutorial {
            return Start::Tutorial { lesson, exercise };
        }
        Start::Newcomer
    }
}

/// A two-person game of Makruk from `fen` (or the start), for screenshots.
#[cfg(feature = "gui")]
fn makruk_table(fen: Option<&str>, settings: &makruk::settings::Settings) -> ActiveGame {
    use makruk::ui::session::{GameConfig, Looks, Seat, Session};
    let seat = |color| Seat {
        name: makruk::ui::text::color(color),
        computer: None,
    };
    let mut config = GameConfig::new(
        seat(makruk::rules::Color::White),
        seat(makruk::rules::Color::Black),
    );
    if let Some(start) = fen.and_then(|f| makruk::rules::Position::from_fen(f).ok()) {
        config.start = start;
    }
    let mut session = Session::new(config, Looks::of(settings));
    session.use_settings(settings.clone());
    ActiveGame::Makruk(session)
}
