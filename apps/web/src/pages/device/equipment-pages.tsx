import { cameraEntity, gatewayEntity, speakerEntity } from '@kg/domain';
import { CampusPage } from '../campus/CampusPage';

/** Device management -> Cameras: where to reach each camera; its password is written, never shown. */
export function CameraPage() {
  return <CampusPage entity={cameraEntity} />;
}

/** Device management -> Gateways: the bracelet gateways at the doors and what each reports. */
export function GatewayPage() {
  return <CampusPage entity={gatewayEntity} />;
}

/** Device management -> Speakers: the channels that announce arrivals. */
export function SpeakerPage() {
  return <CampusPage entity={speakerEntity} />;
}
