import { cameraEntity, gatewayEntity, speakerEntity } from '@kg/domain';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** Device management -> Cameras: where to reach each camera; its password is written, never shown. */
export function CameraPage() {
  return <ResourcePage entity={cameraEntity} />;
}

/** Device management -> Gateways: the bracelet gateways at the doors and what each reports. */
export function GatewayPage() {
  return <ResourcePage entity={gatewayEntity} />;
}

/** Device management -> Speakers: the channels that announce arrivals. */
export function SpeakerPage() {
  return <ResourcePage entity={speakerEntity} />;
}
