//! Runs the position files in `tests/dhayam/positions/` (see its README) through the rules, and
//! through `dhayam-cli moves --batch`, which must give the same answers.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use dhayam::dhayam::rules::{Options, Position};

#[derive(Debug)]
struct Case {
    file: String,
    name: String,
    rules: String,
    dpn: String,
    expected: Expected,
}

#[derive(Debug)]
enum Expected {
    Moves(Vec<String>),
    Error(String),
}

fn load_cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dhayam/positions");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/dhayam/positions exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "dpnt"))
        .collect();
    files.sort();
    let mut cases = Vec::new();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut current: Option<Case> = None;
        for (n, line) in text.lines().enumerate() {
            let at = || format!("{file}:{}", n + 1);
            if let Some(name) = line.strip_prefix("## ") {
                cases.extend(current.take());
                current = Some(Case {
                    file: file.clone(),
                    name: name.trim().to_string(),
                    rules: String::new(),
                    dpn: String::new(),
                    expected: Expected::Moves(Vec::new()),
                });
                continue;
            }
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let case = current
                .as_mut()
                .unwrap_or_else(|| panic!("{}: line before the first ##", at()));
            if let Some(rules) = line.strip_prefix("rules: ") {
                case.rules = rules.trim().to_string();
            } else if let Some(dpn) = line.strip_prefix("dpn: ") {
                assert!(
                    case.dpn.is_empty(),
                    "{}: two dpn lines in {}",
                    at(),
                    case.name
                );
                case.dpn = dpn.trim().to_string();
            } else if let Some(error) = line.strip_prefix("error: ") {
                case.expected = Expected::Error(error.trim().to_string());
            } else {
                match &mut case.expected {
                    Expected::Moves(m) => m.push(line.trim().to_string()),
                    Expected::Error(_) => panic!("{}: moves after an error line", at()),
                }
            }
        }
        cases.extend(current);
    }
    for case in &cases {
        assert!(
            !case.dpn.is_empty(),
            "{}: case {} has no dpn",
            case.file,
            case.name
        );
    }
    cases
}

/// The answer the rules give, in `dhayam-cli moves` form.
fn answer(case: &Case) -> Result<Vec<String>, String> {
    let options: Options = case.rules.parse().map_err(|e| format!("rules: {e}"))?;
    let position = Position::from_dpn(&case.dpn, options).map_err(|e| e.to_string())?;
    let mut lines = Vec::new();
    for (text, mv) in position.legal_moves().sorted_text() {
        let (next, _) = position.play(mv).expect("legal moves play");
        next.validate().expect("a played position is valid");
        // The resulting position reads back as itself.
        let again = Position::from_dpn(&next.to_dpn(), options).expect("output parses");
        assert_eq!(
            again,
            next,
            "{}: {} does not read back",
            case.name,
            next.to_dpn()
        );
        lines.push(format!("{text} {}", next.to_dpn()));
    }
    Ok(lines)
}

fn check(case: &Case, got: Result<Vec<String>, String>) -> Option<String> {
    let ok = match (&case.expected, &got) {
        (Expected::Moves(want), Ok(have)) => want == have,
        (Expected::Error(want), Err(have)) => have.contains(want.as_str()),
        _ => false,
    };
    (!ok).then(|| {
        format!(
            "{}: {}\n  rules: {}\n  dpn:   {}\n  want:  {:?}\n  got:   {:?}\n",
            case.file, case.name, case.rules, case.dpn, case.expected, got
        )
    })
}

#[test]
fn position_files_match_the_rules() {
    let cases = load_cases();
    assert!(cases.len() > 80, "only {} cases found", cases.len());
    let failures: String = cases.iter().filter_map(|c| check(c, answer(c))).collect();
    assert!(failures.is_empty(), "position cases failed:\n{failures}");
}

#[test]
fn position_files_name_every_rule_and_option() {
    let cases = load_cases();
    let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    for rule in 5..=15 {
        let prefix = format!("d{rule}_");
        assert!(
            names.iter().any(|n| n.starts_with(&prefix)),
            "no case for D{rule}"
        );
    }
    for option in ["turn", "entry", "cutbonus", "places", "pawns"] {
        let prefix = format!("opt_{option}_");
        assert!(
            names.iter().any(|n| n.starts_with(&prefix)),
            "no case for {option}"
        );
    }
    let mut seen = std::collections::HashSet::new();
    for name in names {
        assert!(seen.insert(name), "case name {name} used twice");
    }
}

/// The book's "Readings of the variants" (docs/src/reference/variant-readings.md) promises a
/// position case for each of its points A1-A18 (A14 was never numbered).
#[test]
fn position_files_hold_every_reading_of_the_variants() {
    let cases = load_cases();
    for point in (1..=18).filter(|&n| n != 14) {
        let prefix = format!("a{point}_");
        assert!(
            cases.iter().any(|c| c.name.starts_with(&prefix)),
            "no position case for reading A{point} (name it {prefix}...)"
        );
    }
}

#[test]
fn cli_batch_gives_the_same_answers() {
    let cases = load_cases();
    let mut input = String::new();
    for case in &cases {
        writeln!(input, "{}\t{}", case.rules, case.dpn).unwrap();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(["moves", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dhayam-cli runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    // Each answer is its lines followed by one blank line (an empty answer is just that).
    let mut lines = stdout.lines();
    let mut failures = String::new();
    for case in &cases {
        let block: Vec<String> = lines
            .by_ref()
            .take_while(|l| !l.is_empty())
            .map(String::from)
            .collect();
        let got = match block.first().and_then(|l| l.strip_prefix("error: ")) {
            Some(e) => Err(e.to_string()),
            None => Ok(block),
        };
        failures.extend(check(case, got));
    }
    assert!(failures.is_empty(), "dhayam-cli disagrees:\n{failures}");
    let errors = cases
        .iter()
        .filter(|c| matches!(c.expected, Expected::Error(_)))
        .count();
    assert_eq!(output.status.code(), Some(if errors > 0 { 2 } else { 0 }));
}
