//! Finder's open-document event. A double-click on a `.dhayam` file (typed by the bundle's
//! `dist/macos/Info.plist`) starts Dhayam with no path on the command line and then sends
//! `application:openURLs:` to the application delegate — at launch between
//! `applicationWillFinishLaunching:` and `applicationDidFinishLaunching:`, and again for
//! every later double-click while it runs. winit 0.30 owns that delegate and does not
//! implement the method, so AppKit would drop the files. `forward_open_documents` adds
//! the method to the delegate's class at run time; it must run after winit's event loop
//! is built (which installs the delegate) and before it runs (which launches the app).
//!
//! Compiled here with `cargo check --target aarch64-apple-darwin`, never run: this
//! project has no macOS machine.
//!
//! The only `unsafe` in the crate: Objective-C's runtime has no safe door for this.
#![allow(unsafe_code)]

use std::ffi::{CStr, OsStr};
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

use objc2::ffi;
use objc2::rc::Retained;
use objc2::runtime::{AnyObject, Bool, Sel};
use objc2::sel;
use objc2_app_kit::NSApplication;
use objc2_foundation::{MainThreadMarker, NSArray, NSURL};

/// `void` return, `self`, `_cmd`, then two objects (the application and the URL array).
const TYPES: &CStr = c"v@:@@";

/// Teaches winit's application delegate `application:openURLs:`, posting each file to
/// `app::inbox`. Returns false when there is no delegate yet or the method could not
/// be added (winit implemented it after all), so the caller can log it.
pub fn forward_open_documents(mtm: MainThreadMarker) -> bool {
    let app = NSApplication::sharedApplication(mtm);
    // SAFETY: reading the delegate property on the main thread.
    let Some(delegate) = (unsafe { app.delegate() }) else {
        return false;
    };
    // SAFETY: every protocol object is an object; `delegate` outlives the borrow.
    let class = unsafe { &*Retained::as_ptr(&delegate).cast::<AnyObject>() }.class();
    let imp: unsafe extern "C" fn(*mut AnyObject, Sel, *mut AnyObject, *mut NSArray<NSURL>) =
        open_urls;
    // SAFETY: `imp` has exactly the signature `TYPES` describes, and adding a method that
    // the class lacks changes nothing for the methods it has. class_addMethod refuses
    // (returns NO) if the class already implements the selector.
    let added = unsafe {
        ffi::class_addMethod(
            class as *const _ as *mut ffi::objc_class,
            sel!(application:openURLs:).as_ptr(),
            Some(std::mem::transmute::<
                unsafe extern "C" fn(*mut AnyObject, Sel, *mut AnyObject, *mut NSArray<NSURL>),
                unsafe extern "C" fn(),
            >(imp)),
            TYPES.as_ptr(),
        )
    };
    // BOOL is `bool` on Apple silicon and a signed char on Intel Macs.
    Bool::from_raw(added).as_bool()
}

/// `- (void)application:(NSApplication *)app openURLs:(NSArray<NSURL *> *)urls`.
/// Must not unwind: a panic cannot cross into Objective-C, so nothing here can fail.
unsafe extern "C" fn open_urls(
    _this: *mut AnyObject,
    _cmd: Sel,
    _app: *mut AnyObject,
    urls: *mut NSArray<NSURL>,
) {
    // SAFETY: AppKit passes a valid array (or nil) that lives for the call.
    let Some(urls) = (unsafe { urls.as_ref() }) else {
        return;
    };
    let paths: Vec<PathBuf> = urls
        .iter()
        // SAFETY: plain property reads on a live NSURL; the file system representation is
        // only asked of file URLs (it raises for others) and copied before the URL goes.
        .filter(|url| unsafe { url.isFileURL() })
        .map(|url| {
            let bytes = unsafe { CStr::from_ptr(url.fileSystemRepresentation().as_ptr()) };
            PathBuf::from(OsStr::from_bytes(bytes.to_bytes()))
        })
        .collect();
    crate::shell::inbox::post(paths);
}
