//! PGN for Makruk, as pychess.org exports it: `[Variant "makruk"]`, `[FEN "…"]` when the
//! game does not start from the start position, SAN movetext. Reading skips comments,
//! NAGs, annotation marks and variations; each game either reads whole or names the line
//! and the reason it cannot be read. Pure text in and out: the caller reads the file.

use std::fmt::{self, Write};

use super::rules::{FenError, Game, Move, Position, SanError};

/// One game read from PGN: its tags, where it starts and the moves played.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tags in the order they appear.
    pub tags: Vec<(String, String)>,
    pub start: Position,
    pub moves: Vec<Move>,
    /// The line the game starts on (1-based).
    pub line: usize,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The `Result` tag, `*` when there is none.
    pub fn result(&self) -> &str {
        self.tag("Result").unwrap_or("*")
    }

    /// The position after the last move.
    pub fn end(&self) -> Position {
        let mut position = self.start;
        for &mv in &self.moves {
            position.play_unchecked(mv);
        }
        position
    }
}

/// Why a game cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnProblem {
    /// The `Variant` tag names another game.
    NotMakruk(String),
    Fen(FenError),
    /// A move that does not read, or is not legal where it stands.
    Move {
        ply: usize,
        error: SanError,
    },
    /// A tag line that is not `[Name "value"]`.
    BadTag(String),
    /// A `{` comment that never closes.
    UnclosedComment,
    /// A `)` without its `(`, or a `(` never closed.
    Unbalanced,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    pub line: usize,
    pub problem: PgnProblem,
}

fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

impl fmt::Display for PgnProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnProblem::NotMakruk(v) => write!(f, "the variant is '{}', not makruk", clip(v)),
            PgnProblem::Fen(e) => write!(f, "bad FEN tag: {e}"),
            PgnProblem::Move { ply, error } => {
                let number = ply / 2 + 1;
                let dots = if ply.is_multiple_of(2) { "." } else { "..." };
                write!(f, "move {number}{dots} {error}")
            }
            PgnProblem::BadTag(t) => write!(f, "'{}' is not a tag like [Name \"value\"]", clip(t)),
            PgnProblem::UnclosedComment => f.write_str("a comment '{' is never closed"),
            PgnProblem::Unbalanced => f.write_str("the variations' brackets do not match"),
        }
    }
}

/// The `game N, line L: <reason>` line of `dhayam-cli makruk pgn`.
impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}: {}",
            self.game, self.line, self.problem
        )
    }
}

impl std::error::Error for PgnError {}

/// A game's text as the tokenizer gathers it, before its moves are checked.
struct RawGame {
    line: usize,
    tags: Vec<(String, String)>,
    /// SAN tokens with the line each stands on.
    sans: Vec<(String, usize)>,
    problem: Option<(usize, PgnProblem)>,
}

impl RawGame {
    fn new(line: usize) -> RawGame {
        RawGame {
            line,
            tags: Vec::new(),
            sans: Vec::new(),
            problem: None,
        }
    }

    fn fail(&mut self, line: usize, problem: PgnProblem) {
        self.problem.get_or_insert((line, problem));
    }
}

fn parse_tag(text: &str) -> Option<(String, String)> {
    let inner = text.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let quoted = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    let valid = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    valid.then(|| (name.to_string(), value))
}

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Strips a move number from the front of a token: `12.`, `12...`, `12.e4`.
fn strip_number(token: &str) -> &str {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return token;
    }
    let rest = &token[digits..];
    if rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        token
    }
}

/// Splits the text into games: tags, SAN tokens, and any problem met on the way.
fn tokenize(text: &str) -> Vec<RawGame> {
    let mut games: Vec<RawGame> = Vec::new();
    let mut current: Option<RawGame> = None;
    let mut in_movetext = false;
    let mut comment_from: Option<usize> = None;
    let mut depth = 0usize;
    for (index, raw_line) in text.lines().enumerate() {
        let line = index + 1;
        let mut rest = raw_line;
        if comment_from.is_none() && depth == 0 && rest.trim_start().starts_with('[') {
            let trimmed = rest.trim();
            if in_movetext || current.is_none() {
                if let Some(done) = current.take() {
                    games.push(done);
                }
                current = Some(RawGame::new(line));
                in_movetext = false;
            }
            let game = current.as_mut().expect("a game");
            match parse_tag(trimmed) {
                Some(tag) => game.tags.push(tag),
                None => game.fail(line, PgnProblem::BadTag(trimmed.to_string())),
            }
            continue;
        }
        if comment_from.is_none() && rest.trim_start().starts_with('%') {
            continue; // an escaped line
        }
        while !rest.is_empty() {
            if comment_from.is_some() {
                match rest.find('}') {
                    Some(end) => {
                        comment_from = None;
                        rest = &rest[end + 1..];
                        continue;
                    }
                    None => break,
                }
            }
            rest = rest.trim_start();
            let Some(c) = rest.chars().next() else { break };
            match c {
                '{' => {
                    comment_from = Some(line);
                    rest = &rest[1..];
                    continue;
                }
                ';' => break,
                '(' => {
                    depth += 1;
                    rest = &rest[1..];
                    continue;
                }
                ')' => {
                    rest = &rest[1..];
                    if depth == 0 {
                        let game = current.get_or_insert_with(|| RawGame::new(line));
                        game.fail(line, PgnProblem::Unbalanced);
                    } else {
                        depth -= 1;
                    }
                    continue;
                }
                _ => {}
            }
            let end = rest
                .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                .unwrap_or(rest.len());
            let token = &rest[..end];
            rest = &rest[end..];
            if depth > 0 {
                continue; // inside a variation
            }
            let game = current.get_or_insert_with(|| RawGame::new(line));
            in_movetext = true;
            let san = strip_number(token);
            if san.is_empty() || san.starts_with('$') || is_result(san) {
                continue;
            }
            game.sans.push((san.to_string(), line));
        }
    }
    if let Some(mut game) = current {
        if let Some(line) = comment_from {
            game.fail(line, PgnProblem::UnclosedComment);
        } else if depth > 0 {
            game.fail(text.lines().count().max(1), PgnProblem::Unbalanced);
        }
        games.push(game);
    }
    games
}

fn finish(number: usize, raw: RawGame) -> Result<PgnGame, PgnError> {
    let error = |line, problem| PgnError {
        game: number,
        line,
        problem,
    };
    if let Some((line, problem)) = raw.problem {
        return Err(error(line, problem));
    }
    let tag = |name: &str| {
        raw.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    if let Some(variant) = tag("Variant")
        && !variant.eq_ignore_ascii_case("makruk")
    {
        return Err(error(raw.line, PgnProblem::NotMakruk(variant.to_string())));
    }
    let start = match tag("FEN") {
        Some(fen) => Position::from_fen(fen).map_err(|e| error(raw.line, PgnProblem::Fen(e)))?,
        None => Position::start(),
    };
    // Legality only: pychess's games may run on where MAKRUK.md would have drawn (two
    // bare khuns), and such a record should still read.
    let mut position = start;
    let mut moves = Vec::with_capacity(raw.sans.len());
    for (ply, (san, line)) in raw.sans.iter().enumerate() {
        let mv = position.parse_san(san).map_err(|e| {
            error(
                *line,
                PgnProblem::Move {
                    ply: ply + ply_offset(&start),
                    error: e,
                },
            )
        })?;
        position.play_unchecked(mv);
        moves.push(mv);
    }
    Ok(PgnGame {
        tags: raw.tags,
        start,
        moves,
        line: raw.line,
    })
}

/// Plies before White's first move of the fullmove the game starts in, so that a game
/// starting with Black to move numbers its first move `N...`.
fn ply_offset(start: &Position) -> usize {
    let before = 2 * (start.fullmoves() as usize).saturating_sub(1);
    before + usize::from(start.turn() == super::rules::Color::Black)
}

/// Every game of a PGN text, each read or refused on its own.
pub fn read(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    tokenize(text)
        .into_iter()
        .enumerate()
        .map(|(i, raw)| finish(i + 1, raw))
        .collect()
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A game as PGN: the given tags (Event, Site, Date, Round, White, Black, Result first, in
/// that order, then the rest), `Variant` and, from another start, `SetUp` and `FEN`; SAN
/// movetext wrapped at 80 columns; the result.
pub fn write(game: &Game, tags: &[(&str, &str)]) -> String {
    const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
    let find = |name: &str| tags.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let result = find("Result").unwrap_or("*");
    let mut out = String::new();
    for name in ROSTER {
        let value = find(name).unwrap_or(if name == "Result" { result } else { "?" });
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    }
    let _ = writeln!(out, "[Variant \"makruk\"]");
    if *game.start() != Position::start() {
        let _ = writeln!(out, "[SetUp \"1\"]");
        let _ = writeln!(out, "[FEN \"{}\"]", game.start().fen());
    }
    for (name, value) in tags {
        if !ROSTER.contains(name) && !["Variant", "SetUp", "FEN"].contains(name) {
            let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
        }
    }
    out.push('\n');
    let mut tokens = Vec::with_capacity(game.len() + 1);
    let mut position = *game.start();
    let first = ply_offset(&position);
    for (i, mv) in game.moves().enumerate() {
        let ply = first + i;
        let number = ply / 2 + 1;
        if ply.is_multiple_of(2) {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(position.san(mv));
        position.play_unchecked(mv);
    }
    tokens.push(result.to_string());
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&token);
        line_len += token.len();
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::CountingMode;

    const PYCHESS: &str = r#"[Event "Casual game"]
[Site "https://www.pychess.org/abcdefgh"]
[Date "2024.01.01"]
[Round "-"]
[White "Somchai"]
[Black "Fairy-Stockfish"]
[Result "1-0"]
[Variant "Makruk"]

1. e4 {[%clk 0:05:00]} e5 2. Nd2 $1 Nd7 (2... c5 3. Nc4) 3. Sc2 ; a comment
Sc7 4. c4 *

"#;

    #[test]
    fn reads_pychess_movetext_skipping_comments_nags_and_variations() {
        let games = read(PYCHESS);
        assert_eq!(games.len(), 1);
        let game = games[0].as_ref().unwrap();
        assert_eq!(game.result(), "1-0");
        assert_eq!(game.tag("white"), Some("Somchai"));
        let uci: Vec<String> = game.moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(
            uci,
            ["e3e4", "e6e5", "b1d2", "b8d7", "c1c2", "c8c7", "c3c4"]
        );
    }

    #[test]
    fn a_game_from_a_fen_numbers_black_s_first_move_with_dots() {
        let text = "[Variant \"makruk\"]\n[FEN \"4k3/8/8/8/3p4/8/8/3K4 b - - 0 10\"]\n\n10... d3=M 11. Ke1 *\n";
        let game = read(text).remove(0).unwrap();
        assert_eq!(game.moves.len(), 2);
        assert!(game.moves[0].promotion);
        assert_eq!(game.end().fen(), "4k3/8/8/8/8/3m~4/8/4K3 b - 128 7 11");
    }

    #[test]
    fn each_game_reads_or_names_its_line_and_reason() {
        let text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. e4 e5\n2. Qh5 *\n\n[Variant \"xiangqi\"]\n\n1. e4 *\n\n[Event \"d\"]\n1. e4 {never closed\n";
        let games = read(text);
        assert_eq!(games.len(), 4);
        assert!(games[0].is_ok());
        let e = games[1].as_ref().unwrap_err();
        assert_eq!((e.game, e.line), (2, 8));
        assert_eq!(
            e.to_string(),
            "game 2, line 8: move 2. 'Qh5' is not a move in SAN"
        );
        let e = games[2].as_ref().unwrap_err();
        assert_eq!(e.problem, PgnProblem::NotMakruk("xiangqi".into()));
        let e = games[3].as_ref().unwrap_err();
        assert_eq!((e.line, &e.problem), (15, &PgnProblem::UnclosedComment));
    }

    #[test]
    fn writes_what_it_reads() {
        let start = Position::from_fen("4k3/8/8/8/3p4/8/8/R2K4 b - - 0 30").unwrap();
        let mut game = Game::new(start, CountingMode::Automatic);
        for uci in ["d4d3m", "a1a8", "e8e7", "a8a7", "e7e6"] {
            let mv = game.position().parse_uci(uci).unwrap();
            game.play(mv).unwrap();
        }
        let text = write(&game, &[("White", "Ann \"the rook\""), ("Result", "*")]);
        assert!(text.contains("[White \"Ann \\\"the rook\\\"\"]"), "{text}");
        assert!(
            text.contains("30... d3=M 31. Ra8+ Ke7 32. Ra7+ Ke6 *"),
            "{text}"
        );
        let back = read(&text).remove(0).unwrap();
        assert_eq!(back.tag("White"), Some("Ann \"the rook\""));
        assert_eq!(back.start, start);
        assert_eq!(back.moves, game.moves().collect::<Vec<_>>());
    }
}
