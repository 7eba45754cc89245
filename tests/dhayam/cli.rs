//! dhayam-cli as a user runs it: answers, and one-line errors with exit code 2.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
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

#[test]
fn moves_answers_the_rules_examples() {
    // docs/src/reference/dhayam-rules.md, "Writing a position down: DPN": the three examples.
    let o = cli(&["moves", "n,n,n,n/-/n,n,n,n/- R - -"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "", "a throw is due: no moves");

    let o = cli(&["moves", "n,n,n,0/-/n,n,n,n/- R - -"]);
    assert_eq!(stdout(&o), "");

    let o = cli(&["moves", "n,n,3,10/-/n,n,n,12/- R - 4"]);
    assert_eq!(
        stdout(&o),
        "10+4 n,n,3,14/-/n,n,n,12/- Y - -\n3+4 n,n,7,10/-/n,n,n,12/- Y - -\n"
    );
}

#[test]
fn moves_takes_rules() {
    let o = cli(&[
        "moves",
        "--rules",
        "turn=pooled",
        "n,n,n,3/-/n,n,n,n/- R - 5,3",
    ]);
    assert_eq!(
        stdout(&o),
        "3+3 n,n,n,6/-/n,n,n,n/- R - 5\n3+5 n,n,n,8/-/n,n,n,n/- R - 3\n"
    );
    let o = cli(&["moves", "--rules=places=on", "n,n,n,n/-/n,n,n,n/- R - 1"]);
    assert_eq!(stdout(&o), "n+1 n,n,n,0/-/n,n,n,n/- R - - -\n");
}

fn assert_usage_error(args: &[&str], needle: &str) {
    let o = cli(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    let err = stderr(&o);
    // The subcommands' own errors are one line; clap's (names, counts, numbers) start
    // with `error:` and end with the usage and a hint.
    if err.starts_with("error:") {
        assert!(err.contains("--help"), "{args:?}: no hint: {err}");
    } else {
        assert_eq!(err.lines().count(), 1, "{args:?}: not one line: {err}");
    }
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    assert_usage_error(
        &["moves", "n,n,n,49/-/n,n,n,n/- R - -"],
        "progress above 48",
    );
    assert_usage_error(&["moves", "n,n,n,n/n,n,n,n/-/- R - -"], "not opposite");
    assert_usage_error(&["moves", ""], "empty");
    assert_usage_error(
        &["moves", "--rules", "pawns=7", "n,n,n,n/-/n,n,n,n/- R - -"],
        "pawns",
    );
    assert_usage_error(
        &["moves", "--rules", "colour=red", "x"],
        "unknown rule option",
    );
    assert_usage_error(&["moves", "--fast", "x"], "--fast");
    assert_usage_error(&["sim", "--fast"], "unexpected argument '--fast'");
    // A DPN may start with `-` (Red not playing): it is a position, not an option.
    let o = cli(&["moves", "-/n,n,n,n/-/n,n,n,n G - -"]);
    assert!(
        !stderr(&o).contains("unexpected argument"),
        "{}",
        stderr(&o)
    );
    assert_usage_error(&["moves"], "one position");
    assert_usage_error(&["moves", "--batch", "x"], "stdin");
    assert_usage_error(&["fly"], "unrecognized subcommand 'fly'");
    assert_usage_error(
        &["sim", "--games", "many"],
        "invalid value 'many' for '--games",
    );
    assert_usage_error(&["sim", "--games", "0"], "at least 1");
    assert_usage_error(&["sim", "--seats", "RG"], "not opposite");
    assert_usage_error(&["sim", "--seats", "RQ"], "not a seat");
    assert_usage_error(&["sim", "--policy", "clever"], "unknown level");
    assert_usage_error(&["sim", "--seed"], "a value is required for '--seed");
    // Issue 31: `arena` and `makruk arena` refuse the same way.
    assert_usage_error(
        &["arena", "--a", "greedy", "--b", "random", "--games", "0"],
        "at least 1",
    );
    assert_usage_error(
        &["arena", "--a", "greedy", "--b", "random", "--threads", "0"],
        "between 1 and 256",
    );
    assert_usage_error(
        &[
            "makruk", "arena", "--a", "easy", "--b", "easy", "--games", "0",
        ],
        "between 1",
    );
    assert_usage_error(
        &[
            "makruk",
            "arena",
            "--a",
            "easy",
            "--b",
            "easy",
            "--threads",
            "0",
        ],
        "between 1 and 64",
    );
}

#[test]
fn no_command_names_the_commands() {
    let o = cli(&[]);
    assert_eq!(o.status.code(), Some(2));
    for command in ["moves", "sim", "arena", "check", "replay", "makruk", "help"] {
        assert!(stderr(&o).contains(command), "{command}: {}", stderr(&o));
    }
    let help = cli(&["help"]);
    assert!(help.status.success());
    assert!(stdout(&help).contains("Usage: dhayam-cli"));
    let help = cli(&["makruk", "--help"]);
    assert!(help.status.success());
    assert!(stdout(&help).contains("perft"), "{}", stdout(&help));
}

#[test]
fn every_subcommand_has_its_help_and_the_version_is_told() {
    for args in [
        &["sim", "--help"][..],
        &["help", "check"][..],
        &["makruk", "perft", "--help"][..],
        &["makruk", "arena", "--help"][..],
        &["makruk", "uci", "--help"][..],
    ] {
        let o = cli(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).starts_with(char::is_alphabetic), "{args:?}");
        assert!(
            stdout(&o).contains("Usage: dhayam-cli"),
            "{args:?}: {}",
            stdout(&o)
        );
    }
    for args in [&["--version"][..], &["makruk", "--version"][..]] {
        let o = cli(args);
        assert!(o.status.success());
        let version = stdout(&o);
        assert!(version.starts_with("dhayam-cli"), "{version}");
        assert!(
            version.trim_end().ends_with(env!("CARGO_PKG_VERSION")),
            "{version}"
        );
    }
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_never_panic() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"\xff");
    let o = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(["makruk".as_ref(), "play".as_ref(), bad])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("UTF-8"), "{}", stderr(&o));
    // A file name is a path, whatever its bytes: it is opened (here: there is none).
    let name = std::ffi::OsStr::from_bytes(b"caf\xe9.dhayam");
    let o = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(["check".as_ref(), name])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stdout(&o).contains("caf"), "{}", stdout(&o));
    assert!(!stderr(&o).contains("panicked"));
}

#[test]
fn sim_reports_games_wins_and_the_dice() {
    let o = cli(&[
        "sim", "--games", "300", "--seats", "RGYB", "--policy", "greedy", "--seed", "7",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("games       300 (0 abandoned)"), "{out}");
    assert!(out.contains("games/s"), "{out}");
    for seat in ["Red", "Green", "Yellow", "Blue"] {
        assert!(out.contains(seat), "{out}");
    }
    assert!(out.contains("(4/16)"), "{out}");
    // The same seed gives the same games.
    let again = stdout(&cli(&[
        "sim", "--games", "300", "--seats", "RGYB", "--policy", "greedy", "--seed", "7",
    ]));
    let wins = |s: &str| s.lines().find(|l| l.starts_with("wins")).map(String::from);
    assert_eq!(wins(&out), wins(&again));
}

#[test]
fn sim_plays_every_option() {
    let o = cli(&[
        "sim",
        "--games",
        "50",
        "--seats",
        "RGY",
        "--policy",
        "random",
        "--rules",
        "turn=pooled,entry=open5,cutbonus=on,places=on,pawns=6",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("(0 abandoned)"));
}

#[test]
fn decisions_and_fit_eval_report_and_refuse_bad_settings() {
    assert_usage_error(&["decisions"], "--try needs settings");
    assert_usage_error(
        &["decisions", "--try", "64"],
        "'64' is not PLAYOUTS:HORIZON",
    );
    assert_usage_error(
        &["decisions", "--try", "64:0"],
        "'64:0' is not PLAYOUTS:HORIZON",
    );
    assert_usage_error(
        &["decisions", "--try", "64:8:9"],
        "'64:8:9' is not PLAYOUTS:HORIZON[:WIDTH[:linear|learned|expert]]",
    );
    assert_usage_error(
        &["decisions", "--try", "64:8:5:wise"],
        "'64:8:5:wise' is not PLAYOUTS:HORIZON",
    );
    assert_usage_error(
        &["decisions", "--try", "64:8", "--cases", "0"],
        "--cases must be between 1",
    );
    assert_usage_error(
        &["decisions", "--try", "64:8", "--against", "medium"],
        "--against: rollouts cannot play like medium",
    );
    assert_usage_error(
        &["decisions", "--try", "64:8", "--against", "bob"],
        "--against: unknown level 'bob'",
    );
    assert_usage_error(&["fit-eval", "--games", "0"], "--games must be between 1");
    assert_usage_error(&["fit-eval", "--rules", "pawns=9"], "--rules: ");
    let o = cli(&[
        "decisions",
        "--try",
        "16:8,16:end,16:8:1,16:8:5:expert",
        "--cases",
        "6",
        "--reference",
        "40",
        "--seed",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("cases       6 decisions"), "{out}");
    assert!(out.contains("   16:8:5  loses "), "{out}");
    assert!(out.contains("   16:end:5  loses "), "{out}");
    assert!(out.contains("   16:8:1  loses "), "{out}");
    assert!(out.contains("   16:8:5:expert  loses "), "{out}");
    let o = cli(&[
        "decisions",
        "--try",
        "16:8",
        "--cases",
        "4",
        "--reference",
        "40",
        "--against",
        "random",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("cases       4 decisions of greedy play against random"),
        "{out}"
    );
    let o = cli(&["fit-eval", "--games", "20", "--seed", "4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("pub const WEIGHTS: [f64; FEATURES] = ["),
        "{out}"
    );
    let row = |label: &str| {
        out.lines()
            .any(|l| l.trim_start().starts_with(label) && l.contains(" / "))
    };
    assert!(row("RGYB  ") && row("RY Y random  "), "{out}");
    // The first column is calling every game even: ln 4 with four seats.
    assert!(out.contains("1.3863 / "), "{out}");
    assert!(row("RY Y beginner (not fitted)"), "{out}");
}

#[test]
fn calibrate_prints_a_reliability_table_for_both_evaluations() {
    let o = cli(&["calibrate", "--positions", "200", "--seed", "7"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("calibrate   200 positions"), "{out}");
    assert!(out.contains("linear") && out.contains("learned"), "{out}");
    assert!(
        out.contains("  0- 10%") && out.contains(" 90-100%"),
        "{out}"
    );
    assert!(out.lines().any(|l| l.starts_with("Brier")), "{out}");
    assert_usage_error(&["calibrate", "--positions", "0"], "--positions must be");
    assert_usage_error(&["calibrate", "--level", "bob"], "--level: unknown level");
}

/// Issue 62, point 15: the help named only the rules' own house rules, and `sim --help` had
/// no words for `--rules`. Both name every rule with its values, the variants' too, and
/// each value named parses as a rule.
#[test]
fn the_help_names_every_house_rule_and_each_parses() {
    let help = String::from_utf8(cli(&["--help"]).stdout).unwrap();
    let sim = String::from_utf8(cli(&["sim", "--help"]).stdout).unwrap();
    for key in [
        "dice=",
        "board=",
        "teams=",
        "pairs=",
        "gate=",
        "forpartner=",
        "turn=",
    ] {
        assert!(help.contains(key), "--help names {key}:\n{help}");
        assert!(sim.contains(key), "sim --help names {key}:\n{sim}");
    }
    let line = help
        .lines()
        .skip_while(|l| !l.starts_with("rules"))
        .take_while(|l| !l.starts_with('\''))
        .collect::<Vec<_>>()
        .join(" ");
    let mut named = 0;
    for word in line.split([' ', ',', ';', ':', '(', ')']) {
        let Some((key, values)) = word.split_once('=') else {
            continue;
        };
        if key == "K" {
            continue;
        }
        for value in values.split('|') {
            let rule = format!("{key}={value}");
            rule.parse::<dhayam::dhayam::rules::Options>()
                .unwrap_or_else(|e| panic!("{rule}: {e}"));
            named += 1;
        }
    }
    assert!(named >= 25, "{named} rule values in {line:?}");
}

/// Issue 66: `learn` asks a person's costliest decisions again. In this saved game Red
/// (Amma, a person) plays the best move at every decision but one: at ply 130, with a 3
/// in hand and her gate shut, she walks 20+3 where 4+3 cuts Yellow's pawn and opens her
/// gate (a quarter of her chance to become King). Yellow is the computer.
#[test]
fn learn_offers_the_planted_blunder_as_the_one_exercise_and_never_the_computers() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/dhayam/saves/learn/planted_blunder.dhayam"
    );
    for args in [
        &["learn", file][..],
        &["learn", file, "--player", "Amma"][..],
    ] {
        let o = cli(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        let out = stdout(&o);
        let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("exercise:")).collect();
        assert_eq!(lines.len(), 1, "{out}");
        let fields: Vec<&str> = lines[0].split(" | ").collect();
        assert_eq!(
            fields[..4],
            [
                "exercise: ply 130",
                "dpn n,4,13,20/-/n,n,19,47/- R Y 3",
                "played 20+3",
                "better 4+3"
            ],
            "{out}"
        );
        let lost: f64 = fields[4]
            .strip_prefix("lost ")
            .and_then(|l| l.strip_suffix('%'))
            .and_then(|l| l.parse().ok())
            .unwrap_or_else(|| panic!("{out}"));
        assert!((10.0..=100.0).contains(&lost), "{out}");
        assert_eq!(
            fields[5..],
            ["kind gate-not-opened", "seat R Amma"],
            "{out}"
        );
        assert!(
            out.ends_with("s\n") && out.contains("1 exercise in"),
            "{out}"
        );
    }
    // The computer's decisions are nobody's exercises, and a name nobody had is said so.
    assert_usage_error(
        &["learn", file, "--player", "Computer"],
        "'Computer' is a computer player",
    );
    assert_usage_error(
        &["learn", file, "--player", "Ravi"],
        "nobody called 'Ravi' played in this game (the people: Amma)",
    );
}

/// A missing file and every damaged one of the corpus: one line naming the file and
/// what is wrong, exit code 1, nothing on stdout, no panic.
#[test]
fn learn_refuses_a_missing_or_hostile_file_in_one_line() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/dhayam/saves/bad");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .collect();
    files.sort();
    files.push(format!("{dir}/no-such-file.dhayam"));
    files.push(dir.to_string());
    for file in &files {
        let o = cli(&["learn", file]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{file}: {err}");
        assert_eq!(stdout(&o), "", "{file}");
        assert_eq!(err.lines().count(), 1, "{file}: {err}");
        assert!(err.starts_with(&format!("dhayam-cli: {file}: ")), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
