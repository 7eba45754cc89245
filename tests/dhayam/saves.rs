//! The `.dhayam` loader against the corpus in `tests/dhayam/saves/`: every good file loads, every
//! bad file is refused with a message naming the problem, and an edited good file is refused
//! or loads as exactly the game it records.

use std::path::{Path, PathBuf};
use std::process::Command;

use dhayam::dhayam::save::{self, MAX_BYTES, SaveError};
use proptest::prelude::*;

fn corpus(kind: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/dhayam/saves")
        .join(kind);
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
}

/// What each bad file's message must say.
const EXPECTED: &[(&str, &str)] = &[
    (
        "bad_move_text",
        "ply 6 'jump' is neither a throw nor a move",
    ),
    ("bad_rules", "the rules are wrong: rule option pawns=9"),
    ("bad_seat_letter", "'Q' is not a seat"),
    (
        "bad_throw_text",
        "ply 5 't:9,9' is neither a throw nor a move",
    ),
    ("binary", "not text"),
    ("deep_nesting", "not a valid game file"),
    (
        "dice_not_from_the_seed",
        "the throw at ply 1 is not the one the dice seed gives",
    ),
    ("empty", "not a valid game file"),
    ("illegal_move", "ply 6: illegal move 0+4"),
    ("json_array", "not a valid game file"),
    ("missing_plies", "missing field `plies`"),
    ("move_after_the_turn", "ply 25: illegal move 16+1"),
    ("negative_seed", "not a valid game file"),
    ("newer_version", "saved by a newer Dhayam (format 99)"),
    ("no_format", "not a Dhayam game"),
    ("not_json", "not a valid game file"),
    ("null_plies", "not a valid game file"),
    ("one_seat", "only 1 seat plays"),
    ("other_format", "not a Dhayam game"),
    ("outcome_of_an_unfinished_game", "stored result"),
    ("position_malformed", "the stored position is wrong"),
    ("position_mismatch", "is not where the moves lead"),
    ("seat_twice", "Red is listed twice"),
    ("seats_not_opposite", "not opposite"),
    ("seed_too_large", "not a valid game file"),
    (
        "throw_when_a_move_is_due",
        "ply 2: a throw is not allowed here",
    ),
    ("truncated", "not a valid game file"),
    ("unknown_level", "unknown level 'grandmaster'"),
    ("version_negative", "version is not a whole number"),
    ("version_not_a_number", "version is not a whole number"),
    ("version_zero", "format version 0 does not exist"),
];

#[test]
fn every_good_file_loads_and_saves_back() {
    let files = corpus("good");
    assert!(files.len() >= 4);
    for path in files {
        let game = save::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let text = save::to_json(&game).unwrap();
        assert_eq!(
            save::from_bytes(text.as_bytes()).unwrap(),
            game,
            "{}",
            path.display()
        );
    }
}

#[test]
fn every_bad_file_is_refused_with_its_reason() {
    let files = corpus("bad");
    assert_eq!(
        files.len(),
        EXPECTED.len(),
        "a bad file without an expected message, or the reverse"
    );
    for path in files {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let (_, want) = EXPECTED
            .iter()
            .find(|(name, _)| *name == stem)
            .unwrap_or_else(|| panic!("no expected message for {stem}"));
        let message = match save::load(&path) {
            Ok(_) => panic!("{stem} loaded"),
            Err(e) => e.to_string(),
        };
        assert!(message.contains(want), "{stem}: {message}");
        assert!(
            !message.contains('\n') && message.len() < 400,
            "{stem}: {message}"
        );
    }
}

#[test]
fn oversized_files_are_refused_before_parsing() {
    let bytes = vec![b' '; MAX_BYTES + 1];
    assert_eq!(
        save::from_bytes(&bytes),
        Err(SaveError::TooLarge {
            bytes: MAX_BYTES + 1
        })
    );
    let temp = tempfile::Builder::new()
        .prefix("dhayam-test-")
        .tempdir()
        .unwrap();
    let dir = temp.path();
    let path = dir.join("huge.dhayam");
    std::fs::write(&path, &bytes).unwrap();
    assert!(matches!(save::load(&path), Err(SaveError::TooLarge { .. })));
    assert!(matches!(
        save::load(&dir.join("missing.dhayam")),
        Err(SaveError::Io { .. })
    ));
}

#[test]
fn saving_is_atomic_and_the_autosave_keeps_a_backup() {
    let temp = tempfile::Builder::new()
        .prefix("dhayam-autosave-")
        .tempdir()
        .unwrap();
    let dir = temp.path();
    let path = dir.join("autosave.dhayam");
    let mut game = save::load(&corpus("good")[0]).unwrap();
    save::autosave(&mut game, &path).unwrap();
    let first = std::fs::read(&path).unwrap();
    let r = game.record().clone();
    game.game = dhayam::dhayam::play::game::Game::new(r.options, r.seats, r.seed).unwrap();
    save::autosave(&mut game, &path).unwrap();
    assert_eq!(
        std::fs::read(dhayam::store::envelope::backup_path(&path)).unwrap(),
        first
    );
    assert!(save::load(&path).unwrap().record().plies.is_empty());
    // Nothing but the file and its backup is left behind.
    assert_eq!(std::fs::read_dir(dir).unwrap().count(), 2);
}

#[test]
fn cli_check_and_replay() {
    let cli = env!("CARGO_BIN_EXE_dhayam-cli");
    let good = corpus("good");
    let bad = corpus("bad");
    let ok = Command::new(cli).arg("check").args(&good).output().unwrap();
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );
    let mixed = Command::new(cli)
        .arg("check")
        .arg(&good[0])
        .arg(&bad[0])
        .output()
        .unwrap();
    assert_eq!(mixed.status.code(), Some(1));
    let out = String::from_utf8_lossy(&mixed.stdout);
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(
        out.lines()
            .nth(1)
            .unwrap()
            .contains("neither a throw nor a move"),
        "{out}"
    );
    let usage = Command::new(cli).arg("check").output().unwrap();
    assert_eq!(usage.status.code(), Some(2));

    let short = good
        .iter()
        .find(|p| p.ends_with("short_game.dhayam"))
        .unwrap();
    let replay = |to: &str| {
        Command::new(cli)
            .args(["replay", short.to_str().unwrap(), "--to", to])
            .output()
            .unwrap()
    };
    assert_eq!(
        String::from_utf8_lossy(&replay("0").stdout),
        "n,n,n,n/-/n,n,n,n/- R - -\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&replay("1").stdout),
        "n,n,n,n/-/n,n,n,n/- R - 4\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&replay("24").stdout),
        "n,n,n,n/-/n,n,n,17/- Y - -\n"
    );
    let past = replay("25");
    assert_eq!(past.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&past.stderr).contains("past the end"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Changing bytes of a real file: refused cleanly, or (if harmless) loaded and valid.
    #[test]
    fn damaged_files_never_panic(edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)) {
        let good = corpus("good");
        let mut bytes = std::fs::read(&good[good.len() - 1]).unwrap();
        for (i, b) in edits {
            let i = i.index(bytes.len());
            bytes[i] = b;
        }
        if let Ok(game) = save::from_bytes(&bytes) {
            prop_assert!(game.record().position() == Ok(*game.game.position()));
        }
    }
}

/// Good files cut at any ply (their stored position the one there) and then edited: a
/// ply replaced by another throw or move, a ply dropped, the seed changed. The loader
/// refuses each, or loads exactly the game the file records: the same plies and seed,
/// every throw the one its seed gives, the stored position where its moves lead.
#[test]
fn edited_saves_load_only_as_the_game_they_record() {
    use dhayam::dhayam::play::dice::Dice;
    use dhayam::dhayam::play::game::Game;
    use dhayam::dhayam::play::record::Ply;
    use rand_chacha::ChaCha8Rng;
    use rand_core::{RngCore, SeedableRng};

    let mut rng = ChaCha8Rng::seed_from_u64(63);
    let mut below = |n: usize| (rng.next_u64() % n.max(1) as u64) as usize;
    let (mut loaded, mut refused) = (0, 0);
    for path in corpus("good") {
        let good = save::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let json: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        let plies: Vec<String> = serde_json::from_value(json["plies"].clone()).unwrap();
        let mut words: Vec<String> = plies.clone();
        words.extend(["pass".into(), "n+1".into()]);
        words.extend((0..16).map(|i| format!("t:{},{}", i / 4, i % 4)));
        for _ in 0..400 {
            let cut = below(plies.len() + 1);
            let mut record = good.record().clone();
            record.plies.truncate(cut);
            let position = Game::from_record(record).unwrap().position().to_dpn();
            let mut edited = json.clone();
            // The whole game's result, which a cut game has not reached.
            edited.as_object_mut().unwrap().remove("outcome");
            let mut list = plies[..cut].to_vec();
            for _ in 0..below(3) {
                let at = below(list.len());
                match below(4) {
                    0 | 1 if !list.is_empty() => list[at] = words[below(words.len())].clone(),
                    2 if !list.is_empty() => drop(list.remove(at)),
                    _ => {
                        let seed = edited["seed"].as_u64().unwrap();
                        edited["seed"] = (seed ^ (1 << below(8))).into();
                    }
                }
            }
            edited["plies"] = list.clone().into();
            edited["position"] = position.into();
            let bytes = serde_json::to_vec(&edited).unwrap();
            let Ok(game) = save::from_bytes(&bytes) else {
                refused += 1;
                continue;
            };
            loaded += 1;
            let again: serde_json::Value =
                serde_json::from_str(&save::to_json(&game).unwrap()).unwrap();
            assert_eq!(again["plies"], edited["plies"], "{}", path.display());
            assert_eq!(again["seed"], edited["seed"], "{}", path.display());
            assert_eq!(again["position"], edited["position"], "{}", path.display());
            let record = game.record();
            let mut dice = Dice::from_seed(record.seed);
            for (i, ply) in record.plies.iter().enumerate() {
                if let Ply::Throw(t) = ply {
                    assert_eq!(
                        *t,
                        dice.throw_with(record.options.dice),
                        "{}, cut at {cut}: ply {} is not the seed's throw",
                        path.display(),
                        i + 1
                    );
                }
            }
        }
    }
    // Both answers were met, many times.
    assert!(
        loaded > 300 && refused > 300,
        "{loaded} loaded, {refused} refused"
    );
}

/// A game saved by release 0.1.0 (its autosave, made before the crate was restructured)
/// loads, and saving it again writes the same bytes.
#[test]
fn a_file_of_release_0_1_0_loads_and_saves_the_same_bytes() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dhayam/saves/release/0.1.0.dhayam");
    let bytes = std::fs::read(&path).unwrap();
    let game = save::load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(game.record().plies.len() > 40);
    assert_eq!(save::to_json(&game).unwrap().as_bytes(), &bytes[..]);
}

/// Every `.dhayam` file under `tests/`, in whichever folder.
fn game_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            game_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "dhayam") {
            found.push(path);
        }
    }
}

/// Every `.dhayam` under `tests/` outside the bad corpus loads through the list of games
/// (the envelope names the game, that game reads it) and is written back byte for byte:
/// what the app wrote is what it writes. The hand-made corpus files end in a newline the
/// app does not write (their editor's), which is the only difference allowed them; the
/// one file that holds a field the app does not write comes back without it, and reads
/// as the same game.
#[test]
fn every_game_file_in_the_tests_loads_and_saves_back_byte_for_byte() {
    use dhayam::games::GameFile;
    use dhayam::store::game_file::Payload;

    let mut files = Vec::new();
    game_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut files,
    );
    let mut same = 0;
    let mut makruk = 0;
    for path in files
        .iter()
        .filter(|p| !p.components().any(|c| c.as_os_str() == "bad"))
    {
        let shown = path.display();
        let bytes = std::fs::read(path).unwrap();
        let file = GameFile::load(path).unwrap_or_else(|e| panic!("{shown}: {e}"));
        let text = file.to_json().unwrap();
        if matches!(file, GameFile::Makruk(_)) {
            makruk += 1;
        }
        if path.ends_with("tamil_name_and_extra_field.dhayam") {
            assert_ne!(
                text.as_bytes(),
                &bytes[..],
                "{shown}: its extra field is dropped"
            );
            let again = GameFile::from_bytes(text.as_bytes())
                .unwrap()
                .to_json()
                .unwrap();
            assert_eq!(again, text, "{shown}");
        } else {
            let written = match bytes.strip_suffix(b"\n") {
                Some(kept) if path.parent().is_some_and(|d| d.ends_with("good")) => kept,
                _ => &bytes[..],
            };
            assert_eq!(text.as_bytes(), written, "{shown}");
            same += 1;
        }
    }
    assert!(same >= 5, "{same} files compared");
    assert!(makruk >= 1, "no Makruk game among the files compared");
}
