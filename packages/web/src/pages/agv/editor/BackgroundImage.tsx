import { LayoutDraftCalls, type DraftBackground } from '@agvs/contract';
import { useEffect, useState } from 'react';
import { blobCall } from '../../../api/call';

/**
 * The site drawing under the layout, placed in map units. The image is fetched with the session's
 * headers (an `<image href>` to the API would go without them) and shown from a blob URL.
 */
export function BackgroundImage({ layoutId, placement, version }: { readonly layoutId: string; readonly placement: DraftBackground; readonly version: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let gone = false;
    blobCall(LayoutDraftCalls.background, { query: { id: layoutId } })
      .then((blob) => {
        if (gone) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [layoutId, version]);
  if (!url) return null;
  return (
    <image
      className="le-background"
      data-testid="editor-background"
      href={url}
      x={placement.x}
      y={placement.y}
      width={placement.width}
      height={placement.height}
      opacity={placement.opacity}
      preserveAspectRatio="none"
    />
  );
}

/** The natural size of an image file, to place it with its own proportions. */
export function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth || 1000, height: img.naturalHeight || 1000 });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    img.src = url;
  });
}
