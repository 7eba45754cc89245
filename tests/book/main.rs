//! The book in `docs/` and the repository's own references (issue 63): every relative link
//! of the book and of the root documents leads to a file that is there, every page of the
//! book is in its SUMMARY.md, and no tracked file names a path outside the repository, so a
//! fresh clone can follow every citation. Reads files only; nothing here builds the book
//! (`.ci/run` runs `mdbook build docs`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The repository's tracked files (`git ls-files`), or, where git or the history is absent
/// (a source tarball), every file under the root but `target/` and dot-folders.
fn tracked_files() -> Vec<PathBuf> {
    let listed = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root())
        .output()
        .ok()
        .filter(|o| o.status.success() && !o.stdout.is_empty());
    match listed {
        Some(out) => out
            .stdout
            .split(|&b| b == 0)
            .filter(|p| !p.is_empty())
            .map(|p| root().join(String::from_utf8_lossy(p).as_ref()))
            .filter(|p| p.is_file())
            .collect(),
        None => {
            let mut files = Vec::new();
            walk(root(), &mut files);
            files
        }
    }
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !name.starts_with('.') && name != "target" && name != "book" {
                walk(&path, files);
            }
        } else {
            files.push(path);
        }
    }
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

#[test]
fn no_file_names_a_path_outside_the_repository() {
    // Built at run time, so this file does not name them: the folder beside the repository
    // the rules once lived in, and the absolute path of the machine it was written on.
    let outside = [format!("{}/{}", "..", "shared"), format!("/{}/", "work")];
    let mut found = Vec::new();
    for path in tracked_files() {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue; // not UTF-8 text: fonts, images, networks
        };
        for (n, line) in text.lines().enumerate() {
            if outside.iter().any(|o| line.contains(o.as_str())) {
                found.push(format!("{}:{}: {}", relative(&path), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "these lines name a folder outside the repository ({outside:?}): cite the book's \
         docs/src/... instead, or take an outside tool's path from an environment variable:\n{}",
        found.join("\n")
    );
}

/// The targets of the Markdown links and `{{#include}}`s of `text`, outside code blocks.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut targets = Vec::new();
    let mut fenced = false;
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            targets.push((n + 1, after[..end].trim().to_string()));
            rest = &after[end..];
        }
        if let Some(at) = line.find("{{#include ") {
            let after = &line[at + "{{#include ".len()..];
            if let Some(end) = after.find("}}") {
                targets.push((n + 1, after[..end].trim().to_string()));
            }
        }
    }
    targets
}

/// The ids mdBook gives the headings of a page (outside code blocks).
fn heading_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let words = line.trim_start_matches('#').trim();
        let id: String = words
            .chars()
            .filter_map(|c| {
                if c.is_alphanumeric() || c == '_' || c == '-' {
                    Some(c.to_lowercase().next().unwrap_or(c))
                } else if c.is_whitespace() {
                    Some('-')
                } else {
                    None
                }
            })
            .collect();
        ids.push(id);
    }
    ids
}

fn markdown_in(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    walk(dir, &mut files);
    files.retain(|p| p.extension().is_some_and(|e| e == "md"));
    files.sort();
    files
}

#[test]
fn every_relative_link_of_the_book_and_the_root_documents_resolves() {
    let mut pages = markdown_in(&root().join("docs"));
    for name in [
        "README.md",
        "CONTRIBUTING.md",
        "CHANGELOG.md",
        "ARCHITECTURE.md",
    ] {
        pages.push(root().join(name));
    }
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page)
            .unwrap_or_else(|e| panic!("{} cannot be read: {e}", relative(page)));
        for (line, target) in link_targets(&text) {
            let is_outside = target.contains("://") || target.starts_with("mailto:");
            let file = target.split('#').next().unwrap_or_default();
            if is_outside || file.is_empty() {
                continue;
            }
            checked += 1;
            let resolved = page.parent().unwrap().join(file);
            if !resolved.exists() {
                broken.push(format!("{}:{line}: {target}", relative(page)));
            }
        }
        // A link to a heading (`page.md#id`, `#id`) must find that heading, as mdBook names
        // it: the heading's words in lower case, spaces as hyphens, other marks left out.
        for (line, target) in link_targets(&text) {
            let Some((file, fragment)) = target.split_once('#') else {
                continue;
            };
            if target.contains("://") || !(file.is_empty() || file.ends_with(".md")) {
                continue;
            }
            let heading_page = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            let Ok(heading_text) = std::fs::read_to_string(&heading_page) else {
                continue; // a missing file is reported above
            };
            checked += 1;
            if !heading_ids(&heading_text).iter().any(|id| id == fragment) {
                broken.push(format!(
                    "{}:{line}: {target} (no such heading)",
                    relative(page)
                ));
            }
        }
    }
    assert!(checked > 50, "only {checked} relative links found");
    assert!(
        broken.is_empty(),
        "links to files that are not there:\n{}",
        broken.join("\n")
    );
}

#[test]
fn every_page_of_the_book_is_in_its_summary() {
    let src = root().join("docs/src");
    let summary = std::fs::read_to_string(src.join("SUMMARY.md")).expect("docs/src/SUMMARY.md");
    let listed: Vec<String> = link_targets(&summary).into_iter().map(|(_, t)| t).collect();
    let missing: Vec<String> = markdown_in(&src)
        .iter()
        .map(|p| p.strip_prefix(&src).unwrap().display().to_string())
        .filter(|p| p != "SUMMARY.md" && !listed.contains(p))
        .collect();
    assert!(
        missing.is_empty(),
        "pages the book never shows (add them to docs/src/SUMMARY.md): {missing:?}"
    );
}

/// The Rust files a text names (`src/shell/macos.rs`, `tests/house/main.rs`), as paths
/// from the repository's root, with their lines.
fn source_paths(text: &str) -> Vec<(usize, String)> {
    let roots = ["src/", "tests/", "benches/", "examples/", "fuzz/"];
    let in_path = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '-');
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (at, _) in line.char_indices() {
            let before = line[..at].chars().next_back();
            if before.is_some_and(in_path) || !roots.iter().any(|r| line[at..].starts_with(r)) {
                continue;
            }
            let path: String = line[at..].chars().take_while(|c| in_path(*c)).collect();
            let path = path.trim_end_matches('.');
            if path.ends_with(".rs") {
                found.push((n + 1, path.to_string()));
            }
        }
    }
    found
}

/// Issue 63: a comment, a script or a page that names a Rust file names one that is
/// there (the macOS file had moved into `src/shell/` under three mentions of its old place).
#[test]
fn every_rust_file_the_repository_names_is_there() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for path in tracked_files() {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for (line, named) in source_paths(&text) {
            checked += 1;
            if !root().join(&named).is_file() {
                missing.push(format!("{}:{line}: {named}", relative(&path)));
            }
        }
    }
    assert!(checked > 50, "only {checked} paths to Rust files found");
    assert!(
        missing.is_empty(),
        "these lines name a Rust file that is not there (moved or renamed?):\n{}",
        missing.join("\n")
    );
}
