//! `*` and `?` in file arguments, expanded by the program itself where the shell does not
//! (cmd.exe and PowerShell pass `bad*.dhayam` on as it is typed). The matching is the
//! same everywhere and tested here; only Windows uses it, since a Unix shell has already
//! expanded what the person meant and a name with `*` in it there is a real name.

use std::path::{Path, PathBuf};

/// On Windows, each argument with `*` or `?` in its last part replaced by the files it
/// matches; elsewhere the arguments as they are.
pub fn expand_on_windows(args: Vec<PathBuf>) -> Vec<PathBuf> {
    if cfg!(windows) { expand(args) } else { args }
}

/// Each argument with a wildcard in its file name replaced by the matching files of its
/// folder, sorted; an argument that matches nothing is kept, so that its error names it.
pub fn expand(args: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for arg in args {
        let Some(pattern) = arg.file_name().and_then(|n| n.to_str()) else {
            out.push(arg);
            continue;
        };
        if !pattern.contains(['*', '?']) {
            out.push(arg);
            continue;
        }
        let folder = arg
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let mut found: Vec<PathBuf> = std::fs::read_dir(folder)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|entry| {
                entry
                    .file_name()
                    .to_str()
                    .is_some_and(|name| matches(pattern, name))
            })
            .map(
                |entry| match arg.parent().filter(|p| !p.as_os_str().is_empty()) {
                    Some(parent) => parent.join(entry.file_name()),
                    None => PathBuf::from(entry.file_name()),
                },
            )
            .collect();
        if found.is_empty() {
            out.push(arg);
        } else {
            found.sort();
            out.append(&mut found);
        }
    }
    out
}

/// Whether `name` matches `pattern`: `*` any run of characters, `?` one character, the
/// rest equal ignoring ASCII case (as Windows compares names).
pub fn matches(pattern: &str, name: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let n: Vec<char> = name.chars().collect();
    // The classic two-pointer match with one point to come back to after a `*`:
    // linear in the name for each star, so no pattern can make it slow.
    let (mut i, mut j) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while j < n.len() {
        if i < p.len() && (p[i] == '?' || p[i].eq_ignore_ascii_case(&n[j])) {
            i += 1;
            j += 1;
        } else if i < p.len() && p[i] == '*' {
            star = Some((i, j));
            i += 1;
        } else if let Some((si, sj)) = star {
            i = si + 1;
            j = sj + 1;
            star = Some((si, sj + 1));
        } else {
            return false;
        }
    }
    p[i..].iter().all(|&c| c == '*')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_and_question_marks_match_as_windows_does() {
        assert!(matches("bad*.dhayam", "bad1.dhayam"));
        assert!(matches("bad*.dhayam", "BAD-old.DHAYAM"));
        assert!(matches("bad*.dhayam", "bad.dhayam"));
        assert!(!matches("bad*.dhayam", "bad1.dhayam.bak"));
        assert!(matches("?.pgn", "a.pgn"));
        assert!(!matches("?.pgn", "ab.pgn"));
        assert!(matches("*", "anything"));
        assert!(matches("*a*b*", "xxaxxbxx"));
        assert!(!matches("*a*b", "xxaxxbxx"));
        assert!(matches("கோப்பு?.dhayam", "கோப்பு1.dhayam"));
        // Many stars against a long name stay quick.
        let name = "a".repeat(10_000);
        assert!(!matches(&format!("{}b", "*a".repeat(50)), &name));
    }

    #[test]
    fn a_pattern_becomes_the_files_it_matches_sorted_and_a_miss_stays() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-wildcard-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        for name in ["bad2.dhayam", "bad1.dhayam", "good.dhayam", "bad1.txt"] {
            std::fs::write(dir.join(name), b"").unwrap();
        }
        let got = expand(vec![
            dir.join("bad*.dhayam"),
            dir.join("good.dhayam"),
            dir.join("none*.dhayam"),
        ]);
        assert_eq!(
            got,
            vec![
                dir.join("bad1.dhayam"),
                dir.join("bad2.dhayam"),
                dir.join("good.dhayam"),
                dir.join("none*.dhayam"),
            ]
        );
    }
}
