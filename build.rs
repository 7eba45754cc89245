//! Windows only: the icons and version information of `dhayam.exe` and `dhayam-cli.exe`, as
//! a resource compiled by the target's resource compiler (mingw's `windres` when
//! cross-building, MSVC's `rc.exe` on Windows). On every other target it does nothing and
//! needs no tool.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=dist/windows/dhayam.ico");
    println!("cargo:rerun-if-changed=dist/windows/application-x-dhayam.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resources();
    }
}

fn windows_resources() {
    for (binary, description) in [("dhayam", "Dhayam"), ("dhayam-cli", "Dhayam command line")] {
        let mut res = winresource::WindowsResource::new();
        // Icon 1 is the program's; icon 2 (index 1, `dhayam.exe,1`) is a saved game's, which
        // the installer (dist/windows/dhayam.nsi) registers for .dhayam files.
        res.set_icon("dist/windows/dhayam.ico")
            .set_icon_with_id("dist/windows/application-x-dhayam.ico", "2")
            .set("ProductName", "Dhayam")
            .set("FileDescription", description)
            .set("CompanyName", "Dhayam developers")
            .set("LegalCopyright", "The Dhayam developers; MIT or Apache-2.0")
            .set("OriginalFilename", &format!("{binary}.exe"))
            .set("InternalName", binary);
        if let Err(e) = res.compile_for(binary) {
            panic!("the Windows resource of {binary} (windres or rc.exe): {e}");
        }
    }
}
