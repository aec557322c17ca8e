import { MSG, PRODUCT_IMAGE_ASPECT } from '@parcelo/common';
import { Box, Button, chakra, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  arrowKeyMove,
  displayScale,
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  moveCrop,
  outputSize,
  zoomCrop,
  zoomOf,
  type CropRect,
  type Size,
} from './cropGeometry';

const ASPECT = PRODUCT_IMAGE_ASPECT;
/** The tallest the image is drawn on screen, in CSS pixels. */
const MAX_DISPLAY_HEIGHT = 320;
const ZOOM_KEY_STEP = 0.1;

interface Props {
  file: File;
  /** The type the cropped image is written in: the chosen file's own. */
  fileType: string;
  /** The cropped image is being uploaded. */
  busy: boolean;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
}

const sizeOf = (image: HTMLImageElement): Size => ({ width: image.naturalWidth, height: image.naturalHeight });

const Canvas = chakra('canvas');

/** The chosen file read as an image, and the frame it starts with once it has loaded. */
function useImageFile(file: File) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [crop, setCrop] = useState<CropRect | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    setImage(null);
    setFailed(false);
    element.onload = () => {
      setImage(element);
      setCrop(initialCrop(sizeOf(element), ASPECT));
    };
    // A file named like an image that is not one.
    element.onerror = () => setFailed(true);
    element.src = url;
    return () => {
      element.onload = null;
      element.onerror = null;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  return { image, failed, setFailed, crop, setCrop };
}

/** The crop area's box and its width, followed as the page resizes so the image fits it. */
function useAreaWidth() {
  const areaRef = useRef<HTMLDivElement>(null);
  const [areaWidth, setAreaWidth] = useState(0);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const observer = new ResizeObserver(([entry]) => entry && setAreaWidth(entry.contentRect.width));
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  return { areaRef, areaWidth };
}

/** The image on screen with the part outside the frame dimmed, thirds to line it up by, and the frame's edge. */
function drawCropArea(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: CropRect, scale: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const size = sizeOf(image);
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(size.width * scale * ratio);
  canvas.height = Math.round(size.height * scale * ratio);
  // Drawn in the image's own pixels; the transform scales them to the canvas.
  context.setTransform(scale * ratio, 0, 0, scale * ratio, 0, 0);
  context.drawImage(image, 0, 0);
  context.fillStyle = 'rgba(0, 0, 0, 0.55)';
  context.beginPath();
  context.rect(0, 0, size.width, size.height);
  context.rect(crop.x, crop.y, crop.width, crop.height);
  context.fill('evenodd');
  const px = 1 / scale;
  context.strokeStyle = 'rgba(255, 255, 255, 0.6)';
  context.lineWidth = px;
  context.beginPath();
  for (const third of [1, 2]) {
    context.moveTo(crop.x + (crop.width * third) / 3, crop.y);
    context.lineTo(crop.x + (crop.width * third) / 3, crop.y + crop.height);
    context.moveTo(crop.x, crop.y + (crop.height * third) / 3);
    context.lineTo(crop.x + crop.width, crop.y + (crop.height * third) / 3);
  }
  context.stroke();
  context.strokeStyle = '#ffffff';
  context.lineWidth = 2 * px;
  context.strokeRect(crop.x + px, crop.y + px, crop.width - 2 * px, crop.height - 2 * px);
}

/** The framed part of the image at the size it is uploaded in; null when the browser cannot draw it. */
function croppedCanvas(image: HTMLImageElement, crop: CropRect): HTMLCanvasElement | null {
  const out = outputSize(crop, ASPECT);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, out.width, out.height);
  return canvas;
}

/**
 * The frame over the chosen image: where it is, how it is moved (by pointer, arrow keys,
 * + and −), and the cropped image it gives.
 */
function useCropper(file: File, fileType: string, onCropped: (image: Blob) => void) {
  const { image, failed, setFailed, crop, setCrop } = useImageFile(file);
  const { areaRef, areaWidth } = useAreaWidth();
  const [cropping, setCropping] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);

  const size = image ? sizeOf(image) : null;
  const scale = size && areaWidth > 0 ? displayScale(size, { width: areaWidth, height: MAX_DISPLAY_HEIGHT }) : 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image || !crop || scale <= 0) return;
    drawCropArea(canvas, image, crop, scale);
  }, [image, crop, scale]);

  const move = (dx: number, dy: number) =>
    setCrop((current) => (current && size ? moveCrop(current, size, dx, dy) : current));
  const zoomTo = (zoom: number) =>
    setCrop((current) => (current && size ? zoomCrop(current, size, ASPECT, zoom) : current));
  const zoom = crop && size ? zoomOf(crop, size, ASPECT) : MIN_ZOOM;

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current;
    if (!from || from.pointerId !== event.pointerId || scale <= 0) return;
    move((event.clientX - from.x) / scale, (event.clientY - from.y) / scale);
    drag.current = { ...from, x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!size) return;
    const step = arrowKeyMove(event.key, size, event.shiftKey);
    if (step) {
      event.preventDefault();
      move(step.dx, step.dy);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(zoom + ZOOM_KEY_STEP);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomTo(zoom - ZOOM_KEY_STEP);
    }
  };

  const finish = () => {
    if (!image || !crop) return;
    const canvas = croppedCanvas(image, crop);
    if (!canvas) return;
    setCropping(true);
    canvas.toBlob(
      (blob) => {
        setCropping(false);
        if (blob) onCropped(blob);
        else setFailed(true);
      },
      fileType,
      0.92,
    );
  };

  return {
    areaRef,
    canvasRef,
    failed,
    ready: crop !== null && !failed,
    cropping,
    width: size && scale > 0 ? `${size.width * scale}px` : '0px',
    height: size && scale > 0 ? `${size.height * scale}px` : '0px',
    zoom,
    zoomTo,
    handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag, onKeyDown },
    finish,
  };
}

function ZoomSlider({ zoom, onZoom, disabled }: { zoom: number; onZoom: (zoom: number) => void; disabled: boolean }) {
  return (
    <Slider.Root
      size="sm"
      min={MIN_ZOOM}
      max={MAX_ZOOM}
      step={0.01}
      value={[zoom]}
      onValueChange={(details) => onZoom(details.value[0] ?? MIN_ZOOM)}
      getAriaValueText={(details) => `${details.value.toFixed(1)}×`}
      disabled={disabled}
      maxW="sm"
    >
      <Slider.Label>Zoom</Slider.Label>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

/**
 * The crop step of a product image (aspect ratio 3). The image is drawn on a canvas
 * with a 3:1 frame over it: drag the frame (or use the arrow keys, Shift for bigger
 * steps) to move it, and the zoom slider (or + and −) to take less of the image.
 */
export function ProductImageCropper({ file, fileType, busy, onCancel, onCropped }: Props) {
  const hintId = useId();
  const cropper = useCropper(file, fileType, onCropped);

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="3" role="group" aria-label="Crop image">
      <Text textStyle="sm" fontWeight="medium">
        {`Crop ${file.name}`}
      </Text>
      <Box ref={cropper.areaRef} w="full" display="flex" justifyContent="center" bg="bg.muted" rounded="sm" minH="24">
        {cropper.failed ? (
          <Text role="alert" color="fg.error" p="4">
            {MSG.imagesOnly}
          </Text>
        ) : (
          <Canvas
            ref={cropper.canvasRef}
            tabIndex={0}
            role="application"
            aria-roledescription="crop area"
            aria-label="Crop area"
            aria-describedby={hintId}
            w={cropper.width}
            h={cropper.height}
            cursor="move"
            touchAction="none"
            outline="none"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            {...cropper.handlers}
          />
        )}
      </Box>
      <Text id={hintId} textStyle="xs" color="fg.muted">
        Drag the frame or use the arrow keys to move it (Shift for bigger steps); zoom with the slider or + and −. The
        image is cut to 3:1.
      </Text>
      <ZoomSlider zoom={cropper.zoom} onZoom={cropper.zoomTo} disabled={!cropper.ready} />
      <HStack gap="2">
        <Button size="sm" onClick={cropper.finish} disabled={!cropper.ready} loading={busy || cropper.cropping}>
          Crop and upload
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
