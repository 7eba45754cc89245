//! `dhayam-cli makruk` as the command-line section of docs/src/reference/makruk-rules.md fixes it.

use std::process::{Command, Output};

fn makruk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .arg("makruk")
        .args(args)
        .output()
        .expect("dhayam-cli runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A bad input: one line on stderr naming the problem, exit code 2, nothing on stdout.
fn refused(args: &[&str], words: &str) {
    let o = makruk(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    let err = stderr(&o);
    // clap's errors (names, counts) end with the usage and a hint; the rest are one line.
    if err.starts_with("error:") {
        assert!(err.contains("--help"), "{err}");
    } else if err.contains("\nUsage: ") {
        // No command at all: the commands are listed.
        assert!(err.contains("Commands:"), "{err}");
    } else {
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    assert!(err.contains(words), "{args:?}: {err}");
    assert_eq!(stdout(&o), "");
}

#[test]
fn perft_s_last_line_begins_with_the_nodes() {
    let o = makruk(&["perft", "startpos", "3"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(
        out.lines().last().unwrap().starts_with("nodes 12012 "),
        "{out}"
    );
    let o = makruk(&[
        "perft",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        "2",
        "--divide",
    ]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 24);
    assert!(lines[0].starts_with("a1a2: "));
    assert!(lines[23].starts_with("nodes 529 "));
    let mut sorted = lines[..23].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..23]);
}

#[test]
fn play_prints_the_fen_and_how_the_game_stands() {
    let o = makruk(&["play", "startpos"]);
    assert_eq!(
        stdout(&o),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\nongoing 23\n"
    );
    let o = makruk(&["play", "4k3/8/8/8/8/8/r7/R2K3R w - - 0 1", "a1a2"]);
    assert_eq!(stdout(&o), "4k3/8/8/8/8/8/R7/3K3R b - 16 8 1\nongoing 5\n");
    let ends = [
        (
            vec!["4k3/R7/8/8/8/8/8/1R1K4 w - - 0 1", "b1b8"],
            "checkmate",
        ),
        (vec!["k1K5/8/8/8/8/8/8/7R w - - 0 1", "h1h7"], "stalemate"),
        (
            vec!["8/8/3k4/8/8/8/8/R2K3R w - 16 16 9", "a1a2"],
            "draw counting",
        ),
        (vec!["4k3/8/8/8/8/8/8/2rK4 w - - 0 1", "d1c1"], "draw kings"),
        (
            vec![
                "startpos", "b1d2", "b8d7", "d2b1", "d7b8", "b1d2", "b8d7", "d2b1", "d7b8",
            ],
            "draw repetition",
        ),
    ];
    for (args, end) in ends {
        let mut full = vec!["play"];
        full.extend(args);
        let o = makruk(&full);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(stdout(&o).lines().nth(1), Some(end), "{full:?}");
    }
}

#[test]
fn moves_lists_uci_san_and_the_fen_after_sorted_by_uci() {
    let o = makruk(&["moves", "4k3/8/5r2/4P3/8/8/8/3K4 w - - 0 1"]);
    let out = stdout(&o);
    // Promoting the last bia starts board's honour (Black keeps a ruea); taking the ruea
    // too leaves Black a bare khun: pieces' honour, a met's 64 moves from 3 pieces.
    assert!(
        out.contains("e5e6m e6=M 4k3/8/4M~r2/8/8/8/8/3K4 b - 128 0 1\n"),
        "{out}"
    );
    assert!(
        out.contains("e5f6m exf6=M 4k3/8/5M~2/8/8/8/8/3K4 b - 128 6 1\n"),
        "{out}"
    );
    let ucis: Vec<&str> = out.lines().map(|l| l.split(' ').next().unwrap()).collect();
    let mut sorted = ucis.clone();
    sorted.sort();
    assert_eq!(ucis, sorted);
    assert_eq!(ucis.len(), 7);
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    refused(&[], "Usage: dhayam-cli makruk <COMMAND>");
    refused(&["castle"], "unrecognized subcommand 'castle'");
    refused(&["perft", "startpos"], "<DEPTH>");
    refused(&["perft", "startpos", "0"], "depth");
    refused(&["perft", "startpos", "11"], "depth");
    refused(&["perft", "startpos", "x"], "depth");
    refused(
        &["perft", "startpos", "2", "--fast"],
        "unexpected argument '--fast'",
    );
    refused(
        &["perft", "8/8/8/8/8/8/8/8 w - - 0 1", "1"],
        "white has no khun",
    );
    refused(&["moves", "rnsmksnr/8/pppppppp w"], "ranks");
    refused(&["moves"], "<FEN>");
    // Issue 31: no game can have fifteen rueas.
    refused(&["play", "RRRRRRRR/RRRRRRRK/8/8/8/8/8/4k3 b"], "at most 2");
    refused(
        &["play", "startpos", "e3e5"],
        "move 1: e3e5 is not a legal move",
    );
    refused(&["play", "startpos", "e3e4", "zz"], "move 2");
    refused(
        &["play", "4k3/R7/8/8/8/8/8/1R1K4 w - - 0 1", "b1b8", "e8e7"],
        "the game is over (checkmate)",
    );
}

#[test]
fn arena_plays_at_a_fixed_node_count() {
    refused(
        &["arena", "--a", "easy", "--b", "easy", "--nodes", "0"],
        "--nodes must be between 1",
    );
    let o = makruk(&[
        "arena", "--a", "Master", "--b", "Master", "--games", "2", "--nodes", "300", "--b-eval",
        "learned",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("2 games, 300 nodes a move"), "{out}");
    assert!(out.contains("A score: "), "{out}");
}

#[test]
fn pgn_says_when_a_file_holds_no_game_and_reads_what_follows_a_stray_bracket() {
    let temp = tempfile::Builder::new()
        .prefix("dhayam-cli-pgn-")
        .tempdir()
        .unwrap();
    let dir = temp.path();
    let empty = dir.join("empty.pgn");
    std::fs::write(&empty, b"").unwrap();
    let o = makruk(&["pgn", empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "no game in this file\n");
    let brace = dir.join("brace.pgn");
    std::fs::write(&brace, b"}").unwrap();
    let o = makruk(&["pgn", brace.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("game 1, line 1:"), "{}", stdout(&o));
    let bom = dir.join("notepad.pgn");
    std::fs::write(&bom, "\u{feff}[Event \"a\"]\n\n1. e4 e5 1-0\n1. d4 *\n").unwrap();
    let o = makruk(&["pgn", bom.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stdout(&o));
    assert_eq!(stdout(&o).lines().count(), 2, "{}", stdout(&o));
}

#[test]
fn check_reads_makruk_saves_too() {
    use dhayam::makruk::rules::{ByColor, CountingMode, Game, Position};
    use dhayam::makruk::save::{Player, SavedMakruk};
    let mut game = Game::new(Position::start(), CountingMode::Automatic);
    let mv = game.position().parse_uci("e3e4").unwrap();
    game.play(mv).unwrap();
    let person = |name: &str| Player {
        name: name.into(),
        computer: None,
    };
    let saved = SavedMakruk {
        game,
        players: ByColor {
            white: person("Somchai"),
            black: person("Malee"),
        },
        counts: Vec::new(),
        ending: None,
        clock: None,
        created: "2026-12-01T10:00:00Z".into(),
        modified: "2026-12-01T10:00:00Z".into(),
    };
    let temp = tempfile::tempdir().unwrap();
    let path = temp.path().join("check.dhayam");
    std::fs::write(&path, saved.to_json("test")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .arg("check")
        .arg(&path)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("ok (Makruk, 1 moves, black to play)"),
        "{}",
        stdout(&o)
    );
}

/// Issue 66: `dhayam-cli learn` reads Makruk's saves too. White (a person) puts the ruea
/// where Black's bia takes it; Black is the computer, whose moves are never asked again.
#[test]
fn learn_offers_a_hanging_ruea_as_an_exercise_with_its_fen() {
    use dhayam::makruk::ai::Level;
    use dhayam::makruk::rules::{ByColor, CountingMode, Game, Position};
    use dhayam::makruk::save::{Player, SavedMakruk};
    let start = "4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1";
    let mut game = Game::new(Position::from_fen(start).unwrap(), CountingMode::Automatic);
    for uci in ["a1a5", "b6a5", "d1d2"] {
        let mv = game.position().parse_uci(uci).unwrap();
        game.play(mv).unwrap();
    }
    let saved = SavedMakruk {
        game,
        players: ByColor {
            white: Player {
                name: "Somchai".into(),
                computer: None,
            },
            black: Player {
                name: "Computer".into(),
                computer: Some(Level::Hard),
            },
        },
        counts: Vec::new(),
        ending: None,
        clock: None,
        created: "2026-12-06T10:00:00Z".into(),
        modified: "2026-12-06T10:00:00Z".into(),
    };
    let temp = tempfile::tempdir().unwrap();
    let path = temp.path().join("learn.dhayam");
    std::fs::write(&path, saved.to_json("test")).unwrap();
    let file = path.to_str().unwrap();
    let learn = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
            .arg("learn")
            .arg(file)
            .args(args)
            .output()
            .unwrap()
    };
    let o = learn(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("exercise:")).collect();
    assert_eq!(lines.len(), 1, "{out}");
    let fields: Vec<&str> = lines[0].split(" | ").collect();
    assert_eq!(
        fields[..3],
        [
            "exercise: ply 1",
            &format!("fen {start}"),
            "played a1a5 Ra5"
        ],
        "{out}"
    );
    assert!(
        fields[3].starts_with("better ") && fields[3] != "better a1a5 Ra5",
        "{out}"
    );
    assert_eq!(
        fields[5..],
        ["kind piece-hanging", "side white Somchai"],
        "{out}"
    );
    let o = learn(&["--player", "Computer"]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stderr(&o).contains("computer player"), "{}", stderr(&o));
}

/// Datagen keeps games (the repository's `data/makruk/`), goes on after a cut from the games
/// a file holds, and training reads them; a file of the old position records is refused.
#[test]
fn datagen_writes_games_that_go_on_after_a_cut_and_train_reads() {
    let temp = tempfile::tempdir().unwrap();
    let path = |name: &str| temp.path().join(name).to_str().unwrap().to_owned();
    let (whole, cut) = (path("whole.games"), path("cut.games"));
    let datagen = |games: &str, out: &str| {
        let args = [
            "datagen", "--games", games, "--nodes", "300", "--seed", "3", "--out", out,
        ];
        let o = makruk(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    assert!(datagen("3", &whole).contains("(3 games)"));
    // Two games, then the second cut in half: run again, the file is the same three games.
    datagen("2", &cut);
    let bytes = std::fs::read(&cut).unwrap();
    let first = dhayam::makruk::ai::nnue::games::read(&bytes).unwrap().0[0]
        .encode()
        .len();
    let header = dhayam::makruk::ai::nnue::games::HEADER;
    std::fs::write(&cut, &bytes[..header + first + 7]).unwrap();
    assert!(datagen("3", &cut).contains("2 games, "));
    assert_eq!(std::fs::read(&cut).unwrap(), std::fs::read(&whole).unwrap());
    let o = makruk(&[
        "train",
        "--data",
        &whole,
        "--out",
        &path("net.bin"),
        "--checkpoint",
        &path("ckpt"),
        "--epochs",
        "1",
        "--batch",
        "64",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("epoch  1"), "{}", stdout(&o));
    // A file of position records (magic, version 1, record size 32) is not appended to.
    let records = path("old.bin");
    std::fs::write(&records, b"DHMKDATA\x01\0\0\0\x20\0\0\0").unwrap();
    refused(
        &["datagen", "--games", "1", "--out", &records],
        "position records",
    );
    refused(
        &["datagen", "--games", "1", "--out", &path("net.bin")],
        "not a file of Makruk self-play games",
    );
}

/// `train --from` starts from a network's weights: a run from net 5 that learns nothing
/// (a learning rate of 0) writes net 5 back; a file that is not a network, or a layout
/// asked for beside it, is refused.
#[test]
fn train_from_a_network_starts_where_it_stands() {
    use dhayam::makruk::ai::nnue::file;
    let temp = tempfile::tempdir().unwrap();
    let path = |name: &str| temp.path().join(name).to_str().unwrap().to_owned();
    let games = path("games");
    let o = makruk(&[
        "datagen", "--games", "2", "--nodes", "300", "--seed", "5", "--out", &games,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let net5 = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/makruk/nnue-5.bin");
    let out = path("out.bin");
    let o = makruk(&[
        "train",
        "--data",
        &games,
        "--out",
        &out,
        "--checkpoint",
        &path("ckpt"),
        "--from",
        net5,
        "--epochs",
        "1",
        "--lr",
        "0",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("starting from"), "{}", stdout(&o));
    let read = |p: &str| file::read(&std::fs::read(p).unwrap()).unwrap();
    assert_eq!(read(&out), read(net5));
    refused(
        &[
            "train",
            "--data",
            &games,
            "--out",
            &path("c"),
            "--checkpoint",
            &path("c"),
            "--from",
            &games,
        ],
        &games,
    );
    refused(
        &[
            "train",
            "--data",
            &games,
            "--out",
            &path("d"),
            "--checkpoint",
            &path("d"),
            "--from",
            net5,
            "--buckets",
            "khun-8",
        ],
        "--buckets",
    );
}

/// `relabel` turns a match's games kept with their moves into training games: the moves as
/// played, each position after the opening scored by our search, White's result from A's
/// points; a record without moves is skipped, a run again appends nothing, and a damaged
/// record stops the run with its line named.
#[test]
fn relabel_scores_a_match_s_games_by_our_own_search() {
    use dhayam::makruk::ai::nnue::games;
    use dhayam::makruk::ai::{Evaluate, Limits, Searcher, history_keys};
    use dhayam::makruk::rules::{CountingMode, Game, Position};
    let temp = tempfile::tempdir().unwrap();
    let path = |name: &str| temp.path().join(name).to_str().unwrap().to_owned();
    let record = path("games.jsonl");
    std::fs::write(
        &record,
        concat!(
            r#"{"pair": 0, "a_white": true, "opening": "e3e4 d6d5", "a_points": 0.5, "how": "draw", "moves": "e4d5 e6d5 b1d2 b8d7"}"#,
            "\n",
            r#"{"pair": 0, "a_white": false, "opening": "e3e4 d6d5", "a_points": 0.5, "how": "draw"}"#,
            "\n\n",
            r#"{"pair": 1, "a_white": false, "opening": "a3a4", "a_points": 1.0, "how": "mate", "moves": "h6h5 b1d2"}"#,
            "\n",
        ),
    )
    .unwrap();
    let out = path("fsf.games");
    let relabel =
        |from: &str| makruk(&["relabel", "--from", from, "--nodes", "300", "--out", &out]);
    let o = relabel(&record);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("2 games, "), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("1 records without moves skipped"),
        "{}",
        stdout(&o)
    );
    let (read, _) = games::read(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(read.len(), 2);
    let uci = |moves: Vec<String>| moves.join(" ");
    assert_eq!(
        uci(read[0].opening.iter().map(|m| m.to_string()).collect()),
        "e3e4 d6d5"
    );
    assert_eq!(
        uci(read[0]
            .searched
            .iter()
            .map(|(m, _)| m.to_string())
            .collect()),
        "e4d5 e6d5 b1d2 b8d7"
    );
    // A drew as White; A won as Black, so White lost.
    assert_eq!((read[0].white_result, read[1].white_result), (1, 0));
    // Scored by our search as datagen scores: the first position after the opening as a
    // fresh searcher of the shipped network scores it at the same nodes.
    let mut game = Game::new(Position::start(), CountingMode::Automatic);
    for m in ["e3e4", "d6d5"] {
        game.play(game.position().parse_uci(m).unwrap()).unwrap();
    }
    let mut searcher = Searcher::new(8);
    searcher.set_evaluate(Evaluate::from_name("learned").unwrap());
    let want = searcher.search(
        game.position(),
        &history_keys(&game),
        Limits::nodes(300),
        1,
        &mut |_| {},
    );
    assert_eq!(i32::from(read[0].searched[0].1), want.score);
    // Run again: the file has both games.
    let o = relabel(&record);
    assert!(
        stdout(&o).contains("0 games, 0 positions"),
        "{}",
        stdout(&o)
    );
    assert_eq!(
        games::read(&std::fs::read(&out).unwrap()).unwrap().0.len(),
        2
    );
    // Damaged records, named by their line.
    let bad = path("bad.jsonl");
    std::fs::write(
        &bad,
        "{\"a_white\": true, \"opening\": \"e3e5\", \"a_points\": 1, \"moves\": \"\"}\n",
    )
    .unwrap();
    refused(
        &["relabel", "--from", &bad, "--out", &path("x.games")],
        "bad.jsonl line 1: opening move 1 'e3e5'",
    );
    std::fs::write(&bad, "\n{\"a_white\": tru").unwrap();
    refused(
        &["relabel", "--from", &bad, "--out", &path("x.games")],
        "bad.jsonl line 2: not a game's record",
    );
    std::fs::write(
        &bad,
        "{\"a_white\": true, \"opening\": \"\", \"a_points\": 1}\n",
    )
    .unwrap();
    refused(
        &["relabel", "--from", &bad, "--out", &path("x.games")],
        "play the match with --keep-moves",
    );
    assert!(!std::path::Path::new(&path("x.games")).exists());
}
