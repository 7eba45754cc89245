//! PGN for Makruk, as pychess.org exports it: `[Variant "makruk"]`, `[FEN "…"]` when the
//! game does not start from the start position, SAN movetext. Reading skips comments,
//! NAGs, annotation marks and variations; each game either reads whole or names the line
//! and the reason it cannot be read. Pure text in and out: the caller reads the file.
//!
//! Bounds: the text is read once, line by line, and each move is checked as it is met,
//! so a game keeps its tags and moves (a few bytes a move) and nothing per token after a
//! problem; every step consumes at least one character, so any text ends.

use std::fmt::{self, Write};

use crate::makruk::rules::{FenError, Game, Move, Position, SanError};

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
    if s.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}

/// The text with its control characters written as escapes (`\u{1b}`), so that a message
/// quoting a file cannot clear or recolour the terminal it is printed on.
pub fn printable(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

impl fmt::Display for PgnProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        self.write_raw(&mut text)?;
        f.write_str(&printable(&text))
    }
}

impl PgnProblem {
    fn write_raw(&self, f: &mut String) -> fmt::Result {
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

/// A game as the reader gathers it: its tags, then each move checked as it is met.
struct RawGame {
    line: usize,
    tags: Vec<(String, String)>,
    /// The start and the position reached, from the first move on.
    board: Option<(Position, Position)>,
    moves: Vec<Move>,
    problem: Option<(usize, PgnProblem)>,
    /// The movetext's result (`1-0` …) was met: the next move begins another game.
    ended: Option<String>,
}

impl RawGame {
    fn new(line: usize) -> RawGame {
        RawGame {
            line,
            tags: Vec::new(),
            board: None,
            moves: Vec::new(),
            problem: None,
            ended: None,
        }
    }

    fn fail(&mut self, line: usize, problem: PgnProblem) {
        self.problem.get_or_insert((line, problem));
    }

    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Where the game starts, from its tags.
    fn start(&self) -> Result<Position, PgnProblem> {
        if let Some(variant) = self.tag("Variant")
            && !variant.eq_ignore_ascii_case("makruk")
        {
            return Err(PgnProblem::NotMakruk(variant.to_string()));
        }
        match self.tag("FEN") {
            Some(fen) => Position::from_fen(fen).map_err(PgnProblem::Fen),
            None => Ok(Position::start()),
        }
    }

    /// Checks one SAN token where it stands and plays it. Legality only: pychess's games
    /// may run on where the rules (docs/src/reference/makruk-rules.md) would have drawn
    /// (two bare khuns), and such a record should still read. After a problem nothing more
    /// is kept.
    fn play(&mut self, san: &str, line: usize) {
        if self.problem.is_some() {
            return;
        }
        let (start, position) = match self.board {
            Some(b) => b,
            None => match self.start() {
                Ok(p) => (p, p),
                Err(problem) => return self.fail(self.line, problem),
            },
        };
        match position.parse_san(san) {
            Ok(mv) => {
                let mut next = position;
                next.play_unchecked(mv);
                self.board = Some((start, next));
                self.moves.push(mv);
            }
            Err(error) => {
                let ply = self.moves.len() + ply_offset(&start);
                self.fail(line, PgnProblem::Move { ply, error });
            }
        }
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

/// The reader's state between lines.
struct Reader {
    games: Vec<Result<PgnGame, PgnError>>,
    current: Option<RawGame>,
    in_movetext: bool,
    /// The line a `{` comment still open was opened on.
    comment_from: Option<usize>,
    /// Open variations, and the line the outermost opened on.
    depth: usize,
    variation_from: usize,
}

impl Reader {
    fn close(&mut self) {
        if let Some(raw) = self.current.take() {
            let number = self.games.len() + 1;
            self.games.push(finish(number, raw));
        }
    }

    fn game(&mut self, line: usize) -> &mut RawGame {
        self.current.get_or_insert_with(|| RawGame::new(line))
    }

    /// A tag line while a comment or a variation is still open: that game is broken off
    /// with its problem and the tag begins the next, so that one stray bracket costs one
    /// game, not the rest of the file.
    fn break_off(&mut self, line: usize) {
        if let Some(from) = self.comment_from.take() {
            self.game(line).fail(from, PgnProblem::UnclosedComment);
        } else if self.depth > 0 {
            let from = self.variation_from;
            self.game(line).fail(from, PgnProblem::Unbalanced);
        }
        self.depth = 0;
        self.in_movetext = true;
    }

    fn tag_line(&mut self, line: usize, trimmed: &str) {
        if self.in_movetext || self.current.is_none() {
            self.close();
            self.current = Some(RawGame::new(line));
            self.in_movetext = false;
        }
        let game = self.game(line);
        match parse_tag(trimmed) {
            Some(tag) => game.tags.push(tag),
            None => game.fail(line, PgnProblem::BadTag(trimmed.to_string())),
        }
    }

    fn token(&mut self, line: usize, token: &str) {
        let san = strip_number(token);
        if san.is_empty() || san.starts_with('$') {
            return;
        }
        if self.current.as_ref().is_some_and(|g| g.ended.is_some()) {
            if is_result(san) {
                return;
            }
            // Games without tags follow each other: a result ends one.
            self.close();
        }
        let game = self.game(line);
        if is_result(san) {
            game.ended = Some(san.to_string());
        } else {
            game.play(san, line);
        }
        self.in_movetext = true;
    }

    fn line(&mut self, line: usize, raw_line: &str) {
        let mut rest = raw_line;
        let trimmed = rest.trim();
        if trimmed.starts_with('[') {
            if self.comment_from.is_none() && self.depth == 0 {
                return self.tag_line(line, trimmed);
            }
            if parse_tag(trimmed).is_some() {
                self.break_off(line);
                return self.tag_line(line, trimmed);
            }
        }
        if self.comment_from.is_none() && rest.trim_start().starts_with('%') {
            return; // an escaped line
        }
        while !rest.is_empty() {
            if self.comment_from.is_some() {
                match rest.find('}') {
                    Some(end) => {
                        self.comment_from = None;
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
                    self.comment_from = Some(line);
                    rest = &rest[1..];
                    continue;
                }
                ';' => break,
                '(' => {
                    if self.depth == 0 {
                        self.variation_from = line;
                    }
                    self.depth += 1;
                    self.in_movetext = true;
                    rest = &rest[1..];
                    continue;
                }
                ')' | '}' => {
                    // A `}` here closes no comment: as wrong as a `)` that closes nothing.
                    rest = &rest[1..];
                    if c == ')' && self.depth > 0 {
                        self.depth -= 1;
                    } else {
                        self.game(line).fail(line, PgnProblem::Unbalanced);
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
            if self.depth == 0 {
                self.token(line, token);
            }
        }
    }
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
    let start = match raw.board {
        Some((start, _)) => start,
        None => raw.start().map_err(|p| error(raw.line, p))?,
    };
    let mut tags = raw.tags;
    // A game without a Result tag takes the one its movetext ends with.
    if let Some(result) = raw.ended
        && !tags.iter().any(|(n, _)| n.eq_ignore_ascii_case("Result"))
    {
        tags.push(("Result".into(), result));
    }
    Ok(PgnGame {
        tags,
        start,
        moves: raw.moves,
        line: raw.line,
    })
}

/// Plies before White's first move of the fullmove the game starts in, so that a game
/// starting with Black to move numbers its first move `N...`.
fn ply_offset(start: &Position) -> usize {
    let before = 2 * (start.fullmoves() as usize).saturating_sub(1);
    before + usize::from(start.turn() == crate::makruk::rules::Color::Black)
}

/// Every game of a PGN text, each read or refused on its own; empty when the text holds
/// no game. A byte-order mark before the first tag (Notepad writes one) is skipped.
pub fn read(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader {
        games: Vec::new(),
        current: None,
        in_movetext: false,
        comment_from: None,
        depth: 0,
        variation_from: 1,
    };
    let mut lines = 0;
    for (index, raw_line) in text.lines().enumerate() {
        lines = index + 1;
        reader.line(lines, raw_line);
    }
    if let Some(line) = reader.comment_from {
        reader.game(line).fail(line, PgnProblem::UnclosedComment);
    } else if reader.depth > 0 {
        let from = reader.variation_from;
        reader.game(lines.max(1)).fail(from, PgnProblem::Unbalanced);
    }
    reader.close();
    reader.games
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

    #[test]
    fn a_closing_brace_outside_a_comment_is_refused_not_looped_on() {
        for text in ["}", "1. e4 } e5", "[Event \"a\"]\n\n1. e4 }} e5 *\n"] {
            let games = read(text);
            assert_eq!(games.len(), 1, "{text:?}");
            assert_eq!(
                games[0].as_ref().unwrap_err().problem,
                PgnProblem::Unbalanced,
                "{text:?}"
            );
        }
    }

    #[test]
    fn an_open_bracket_costs_its_own_game_not_the_rest_of_the_file() {
        let game = "[Event \"x\"]\n\n1. e4 e5 *\n\n";
        let text = format!("(\n{}", game.repeat(12));
        let games = read(&text);
        assert_eq!(games.len(), 13);
        let e = games[0].as_ref().unwrap_err();
        assert_eq!(
            (e.game, e.line, &e.problem),
            (1, 1, &PgnProblem::Unbalanced)
        );
        assert!(games[1..].iter().all(Result::is_ok));
        let text = format!("{{ never closed\n{}", game.repeat(2));
        let games = read(&text);
        assert_eq!(games.len(), 3);
        assert_eq!(
            games[0].as_ref().unwrap_err().problem,
            PgnProblem::UnclosedComment
        );
        assert!(games[1..].iter().all(Result::is_ok));
        // Alone, each is a game that cannot be read, never silence.
        for text in ["(", "{", "1. e4 (e5"] {
            assert!(matches!(&read(text)[..], [Err(_)]), "{text:?}");
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let games = read("\u{feff}[Event \"a\"]\n\n1. e4 e5 1-0\n");
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].as_ref().unwrap().tag("Event"), Some("a"));
    }

    #[test]
    fn games_without_tags_are_parted_by_their_results() {
        let games = read("1. e4 e5 1-0\n1. d4 d5 0-1\n");
        assert_eq!(games.len(), 2);
        let first = games[0].as_ref().unwrap();
        let second = games[1].as_ref().unwrap();
        assert_eq!((first.moves.len(), first.result()), (2, "1-0"));
        assert_eq!((second.moves.len(), second.result()), (2, "0-1"));
        assert_eq!(second.line, 2);
    }

    #[test]
    fn messages_show_control_characters_as_escapes() {
        let e = read("[Event \"\x1b[2J\"]\n[Variant \"\x1b[2Jx\"]\n\n1. e4 *\n").remove(0);
        let shown = e.unwrap_err().to_string();
        assert!(!shown.contains('\x1b'), "{shown:?}");
        assert!(shown.contains("\\u{1b}"), "{shown:?}");
        let shown = read("1. e\x07 *").remove(0).unwrap_err().to_string();
        assert!(!shown.chars().any(char::is_control), "{shown:?}");
    }

    #[test]
    fn an_empty_text_has_no_game() {
        for text in ["", "\n\n", "\u{feff}", "; only a comment\n"] {
            assert!(read(text).is_empty(), "{text:?}");
        }
    }

    #[test]
    fn nothing_is_kept_per_token_after_a_problem() {
        // 4 MiB of `a\n`: one problem, no token kept, read in well under a second.
        let text = "a\n".repeat(2 << 20);
        let clock = std::time::Instant::now();
        let games = read(&text);
        assert_eq!(games.len(), 1);
        assert!(games[0].is_err());
        assert!(clock.elapsed() < std::time::Duration::from_secs(2));
    }
}
