//! PGN as pychess.org writes it: `games.pgn` holds Fairy-Stockfish self-play games with
//! their SAN written by pyffish (made by `make-games.py`) and pyffish's FEN after the last
//! move, which ours must match.

use std::process::Command;

use dhayam::makruk::notation::pgn;

const GAMES: &str = include_str!("games.pgn");

#[test]
fn pychess_style_games_read_to_pyffish_s_final_position() {
    let games = pgn::read(GAMES);
    assert_eq!(games.len(), 12);
    for game in games {
        let game = game.unwrap();
        let theirs = game.tag("PyffishFEN").unwrap();
        // pyffish writes no `~` after promoted bias.
        assert_eq!(
            game.end().fen().replace('~', ""),
            theirs,
            "game at line {}",
            game.line
        );
        assert!(!game.moves.is_empty());
    }
}

#[test]
fn dhayam_cli_makruk_pgn_prints_a_line_per_game() {
    let temp = tempfile::Builder::new()
        .prefix("dhayam-pgn-")
        .tempdir()
        .unwrap();
    let dir = temp.path();
    let broken = dir.join("broken.pgn");
    std::fs::write(
        &broken,
        "[Variant \"makruk\"]\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n\n[Result \"*\"]\n\n1. e4 e5 2. Ke2 Kf7 3. Qe1 *\n",
    )
    .unwrap();
    let cli = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
            .arg("makruk")
            .args(args)
            .output()
            .unwrap()
    };
    let o = cli(&["pgn", broken.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "rnsmksnr/8/pppp1ppp/4p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2 0-1\n\
         game 2, line 8: move 3. 'Qe1' is not a move in SAN\n"
    );
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/makruk/games.pgn");
    let o = cli(&["pgn", fixture]);
    assert!(o.status.success());
    assert_eq!(String::from_utf8_lossy(&o.stdout).lines().count(), 12);
    let o = cli(&["pgn", dir.join("missing.pgn").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot open"));
}
